"""Shared fixtures: `project`, a temporary folder to write files into and run real commands in."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

BIN = Path(sys.executable).parent

# One JAX301 finding: line 6, column 21 (the f-string).
BAD = '''import jax


@jax.jit
def step(x):
    jax.debug.print(f"x = {x}")
    return x * 2
'''
BAD_LINE = "bad.py:6:21: JAX301"
CLEAN = BAD.replace('f"x = {x}"', '"x = {x}", x=x')

# Two files: the bug is in losses.py, its cause in train.py (a jitted step passes `margin` traced).
LOSSES = """\
import jax.numpy as jnp


def loss_fn(params, x, margin):
    if margin > 0:
        return jnp.mean(params * x) + margin
    return jnp.mean(params * x)
"""
TRAIN = """\
import jax
from losses import loss_fn


@jax.jit
def step(params, x, margin):
    return jax.grad(loss_fn)(params, x, margin)
"""
STATIC_TRAIN = """\
from functools import partial

import jax
from losses import loss_fn


@partial(jax.jit, static_argnames="margin")
def step(params, x, margin):
    return jax.grad(loss_fn)(params, x, margin)
"""
CROSS_FILE = ("losses.py:5:8: JAX101 `margin > 0` is a traced array under jax.grad (applied in train.py:7); "
              "`if` needs a concrete bool (TracerBoolConversionError): use jnp.where(...) or lax.cond")


@dataclass
class Run:
    returncode: int
    stdout: str
    stderr: str

    @property
    def lines(self) -> list:
        return self.stdout.splitlines()

    def located(self) -> list:
        """The `path:line:col: CODE` part of each finding line (summary lines left out)."""
        return [" ".join(line.split()[:2]) for line in self.lines if ": JAX" in line]


class Project:
    BAD, BAD_LINE, CLEAN = BAD, BAD_LINE, CLEAN
    LOSSES, TRAIN, STATIC_TRAIN, CROSS_FILE = LOSSES, TRAIN, STATIC_TRAIN, CROSS_FILE

    def __init__(self, root: Path) -> None:
        self.root = root

    def write(self, rel: str, text: str = BAD, newline: str = "\n") -> Path:
        path = self.root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        with open(path, "w", encoding="utf-8", newline=newline) as fh:
            fh.write(text)
        return path

    def write_two_files(self, train: str = TRAIN) -> None:
        """A configured project of losses.py and train.py (`train`: the caller's text)."""
        self.write("pyproject.toml", "[tool.jaxlint]\n")
        self.write("losses.py", LOSSES)
        self.write("train.py", train)

    def write_bytes(self, rel: str, data: bytes) -> Path:
        path = self.root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
        return path

    @staticmethod
    def script(tool: str) -> str:
        """An installed console script: the one next to this Python."""
        return str(BIN / tool)

    @staticmethod
    def environ(extra: dict | None = None) -> dict:
        """This process's environment, without NO_COLOR unless `extra` sets it."""
        env = {k: v for k, v in os.environ.items() if k != "NO_COLOR"}
        env.update(extra or {})
        return env

    def run(self, *args: str, tool: str = "jaxlint", stdin: bytes = b"", env: dict | None = None) -> Run:
        """Run an installed console script in the project folder."""
        proc = subprocess.run([self.script(tool), *args], cwd=self.root, input=stdin, capture_output=True,
                              env=self.environ(env), timeout=120, check=False)
        return Run(proc.returncode, proc.stdout.decode("utf-8"), proc.stderr.decode("utf-8"))


@pytest.fixture(autouse=True)
def cache_home(tmp_path_factory, monkeypatch) -> Path:
    """A fresh $XDG_CACHE_HOME per test (the cache secret lives there), never the user's own."""
    home = tmp_path_factory.mktemp("cache-home")
    monkeypatch.setenv("XDG_CACHE_HOME", str(home))
    return home


@pytest.fixture
def project(tmp_path: Path) -> Project:
    return Project(tmp_path)


def pytest_addoption(parser):
    parser.addoption("--update-snapshots", action="store_true",
                     help="rewrite tests/snapshots/*.txt and fixtures/*/bad_*.fixed.py from what jaxlint "
                          "does now (review the diff before committing)")


@pytest.fixture
def update_snapshots(request) -> bool:
    return request.config.getoption("--update-snapshots")


@pytest.fixture
def sarif_validator():
    """A validator for the official SARIF 2.1.0 schema (kept in tests/data)."""
    jsonschema = pytest.importorskip("jsonschema")
    schema = json.loads((Path(__file__).parent / "data" / "sarif-schema-2.1.0.json").read_text(encoding="utf-8"))
    return jsonschema.Draft4Validator(schema)


@pytest.fixture
def add_rules(monkeypatch):
    """Register test-only rule classes for this test: in the rule registry and in the catalog that
    selection reads."""
    from jaxlint import catalog, rule

    def add(*classes) -> None:
        monkeypatch.setattr(rule, "_REGISTRY", {**rule.all_rules(), **{c.code: c for c in classes}})
        monkeypatch.setattr(catalog, "RULES", {**catalog.RULES, **{
            c.code: catalog.Entry(c.name, c.default_enabled, c.summary) for c in classes}})
    return add
