"""Parsed modules kept for the next analysis of the same text: a bounded LRU, one per process.

The project solve analyses a file again when what reaches it changes, and parsing is most of an
analysis; a libcst tree is immutable, so the tree of the same text serves again. Entries are keyed by
a digest of the text and bounded by their source size: a tree takes about 46 times the memory of its
source, so `BUDGET` bytes of source are about 70 MB of trees per process.
"""

from __future__ import annotations

import hashlib
from collections import OrderedDict

import libcst as cst

from jaxlint import collector

BUDGET = 1_500_000  # bytes of source kept parsed per process


class Trees:
    def __init__(self, budget: int = BUDGET) -> None:
        self.budget = budget
        self._kept: OrderedDict = OrderedDict()  # digest -> (module, source size), least recently used first
        self._size = 0

    def parse(self, text: str) -> cst.Module:
        """`cst.parse_module(text)`, or the tree parsed from the same text before; raises as it does."""
        key = hashlib.blake2b(text.encode("utf-8", "surrogatepass"), digest_size=20).digest()
        kept = self._kept.get(key)
        if kept is not None:
            self._kept.move_to_end(key)
            return kept[0]
        with collector.paused():  # a parse frees nothing: the collections it would start find nothing
            module = cst.parse_module(text)
        size = len(text)
        if size <= self.budget:
            self._kept[key] = (module, size)
            self._size += size
            while self._size > self.budget:
                _, (_, dropped) = self._kept.popitem(last=False)
                self._size -= dropped
        return module

    def clear(self) -> None:
        self._kept.clear()
        self._size = 0


kept = Trees()
