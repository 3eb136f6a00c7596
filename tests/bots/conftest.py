"""The solver's tests run twice: on the compiled search and on the Python one it was written from."""

from __future__ import annotations

import pytest

from belote_desktop.bots import solver


@pytest.fixture(params=["compiled", "python"])
def each_search(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> str:
    if request.param == "compiled" and not solver.NATIVE:
        pytest.skip("the compiled search was not built on this machine (no C compiler when it was installed)")
    monkeypatch.setattr(solver, "USE_NATIVE", request.param == "compiled")
    return request.param
