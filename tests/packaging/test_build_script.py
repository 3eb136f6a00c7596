"""packaging/build.py, the GitHub workflow and .ci/run agree, and setup.py puts the resources in the package."""

from __future__ import annotations

import re
import subprocess
import sys

from . import PACKAGING, PYPROJECT, ROOT, build_script

WORKFLOW = ROOT / ".github" / "workflows" / "build.yml"


def workflow() -> dict | None:
    """The workflow parsed by PyYAML when it happens to be installed (it is no dependency)."""
    try:
        import yaml
    except ImportError:
        return None
    return yaml.safe_load(WORKFLOW.read_text(encoding="utf-8"))


def test_build_script_knows_the_project():
    build = build_script()
    assert build.version() == PYPROJECT["project"]["version"]
    assert build.SPEC.is_file()
    assert build.BUILD_COMMAND == "python packaging/build.py"
    assert (ROOT / build.BUILD_COMMAND.split()[1]) == PACKAGING / "build.py"


def test_the_workflow_runs_the_build_script():
    text = WORKFLOW.read_text(encoding="utf-8")
    runs = re.findall(r"^\s*run: (.+)$", text, re.MULTILINE)
    assert any(run.startswith(build_script().BUILD_COMMAND) and "--smoke-test" in run for run in runs), runs
    assert 'pip install -e ".[build]"' in text
    for runner in ("ubuntu-", "windows-", "macos-"):
        assert f"os: {runner}" in text
    # The uploaded files are the ones build.py makes.
    for pattern in ("dist/*.tar.gz", "dist/*.zip", "dist/*-setup.exe", "dist/*.dmg"):
        assert pattern in text
    parsed = workflow()
    if parsed is not None:
        job = parsed["jobs"]["bundle"]
        oses = [entry["os"] for entry in job["strategy"]["matrix"]["include"]]
        assert len(oses) >= 3
        assert any(build_script().BUILD_COMMAND in step.get("run", "") for step in job["steps"])
        assert any(step.get("uses", "").startswith("actions/upload-artifact@") for step in job["steps"])


def test_ci_builds_and_runs_the_frozen_app():
    text = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert text.replace("python3 ", "python ").count(build_script().BUILD_COMMAND) >= 1
    assert "dist/belote-desktop/belote-desktop --self-test" in text
    assert "desktop-file-validate" in text and "appstreamcli validate" in text
    assert "QT_QPA_PLATFORM=offscreen" in text


def test_build_py_copies_the_resources_into_the_package(tmp_path):
    # setup.py's build_py: the .qm translations and the fonts and icons land inside the package.
    result = subprocess.run([sys.executable, "setup.py", "-q", "build_py", "--build-lib", str(tmp_path)],
                            cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stdout + result.stderr
    package = tmp_path / "belote_desktop"
    assert sorted(p.name for p in (package / "resources" / "fonts").iterdir()) == [
        "DejaVuSans-Bold.ttf", "DejaVuSans.ttf", "LICENSE-DejaVu.txt"]
    assert (package / "resources" / "icons" / "belote-desktop-256.png").is_file()
    assert (package / "translations" / "belote_fr.qm").is_file()
    assert (package / "resources.py").is_file()
