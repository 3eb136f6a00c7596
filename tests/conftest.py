"""Shared test setup. GUI tests run on Qt's offscreen platform: no display needed."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
