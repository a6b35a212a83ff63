"""Findings are placed where libcst's PositionProvider would place them, without running it."""

from __future__ import annotations

import glob
import os
import random

import libcst as cst
import libcst.matchers as m
import pytest
from libcst.metadata import MetadataWrapper, PositionProvider

from jaxlint import positions

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FILES = sorted(glob.glob(os.path.join(ROOT, "fixtures", "*", "*.py")) + [os.path.join(ROOT, "examples", "train.py")])
TRAIN = open(FILES[-1], encoding="utf-8").read()
ODD = {  # line endings and layouts the provider counts in its own way
    "cr": TRAIN.replace("\n", "\r"),
    "crlf": TRAIN.replace("\n", "\r\n"),
    "mixed": TRAIN.replace("\n", "\r", 10).replace("\n", "\r\n", 10),
    "no final newline": TRAIN.rstrip("\n"),
    "cr, no final newline": TRAIN.replace("\n", "\r").rstrip("\r"),
    "continuations": "import jax\nx = 1 + \\\n    2\ny = (1,\n\n  # c\n 2)\n\x0c\ndef f():\n\tif x:\n\t\treturn '''a\nb\rc'''\n",
    "empty": "",
    "comments only": "# a\n\n# b\n",
}


def _check(text: str) -> None:
    module = cst.parse_module(text)
    expected = MetadataWrapper(module, unsafe_skip_copy=True).resolve(PositionProvider)
    every = positions.ranges(module, expected.keys())
    assert every == {id(node): where for node, where in expected.items()}
    some = random.Random(0).sample(list(expected), min(7, len(expected)))  # tracking a few changes nothing
    assert positions.ranges(module, some) == {id(node): expected[node] for node in some}
    # From the code of the innermost statement holding them: a few nodes of each top-level statement.
    pairs = []
    for i, stmt in enumerate(module.body):
        inside = m.findall(stmt, m.MatchIfTrue(lambda node: True))  # every node of it, whitespace too
        pairs.append((stmt, random.Random(i).sample(inside, min(3, len(inside)))))
    wanted = [n for _, nodes in pairs for n in nodes]
    assert positions.ranges_in_statements(module, text, pairs) == {id(n): expected[n] for n in wanted}



@pytest.mark.parametrize("path", FILES, ids=[os.path.relpath(p, ROOT) for p in FILES])
def test_every_node_of_every_fixture_and_the_example(path):
    with open(path, encoding="utf-8") as fh:
        _check(fh.read())


@pytest.mark.parametrize("name", ODD)
def test_odd_layouts(name):
    _check(ODD[name])


def test_nodes_of_another_tree_are_left_out():
    module = cst.parse_module("x = 1\n")
    assert positions.ranges(module, [cst.Name("x")]) == {}
