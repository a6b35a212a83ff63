"""Parsed modules kept for the next analysis of the same text: bounded, one store per process.

The project solve analyses a file again when what reaches it changes, and parsing is most of an
analysis; a libcst tree is immutable, so the tree of the same text serves again. Entries are keyed by
a digest of the text and bounded by their source size: a tree takes about 46 times the memory of its
source, so `BUDGET` bytes of source are about 115 MB of trees per process, and their index and scopes
add about a third (3 MB of source peaked at 310-330 MB on the benchmark's corpus, 2.5 MB at 262 MB).

Once full, the store keeps what it has and admits nothing new, rather than evicting the least recently
used: each round of the solve visits the files in the same order, and under LRU a project larger than
the budget evicts every tree just before the next round asks for it (levanter, 2.2 MB of source: 545
parses for 217 files). Kept trees serve every round; `clear` empties the store at the end of a run.

With each kept tree goes what analyses built from the tree alone (`shared`: the model's index and
scopes), so the later rounds and the final lint of the same text build them once.
"""

from __future__ import annotations

import hashlib
from contextlib import contextmanager

import libcst as cst

from jaxlint import collector

BUDGET = 2_500_000  # bytes of source kept parsed per process


class Trees:
    def __init__(self, budget: int = BUDGET) -> None:
        self.budget = budget
        self._kept: dict = {}  # digest -> module
        self._shared: dict = {}  # id(kept module) -> what analyses built from it alone
        self._size = 0

    def parse(self, text: str) -> cst.Module:
        """`cst.parse_module(text)`, or the tree parsed from the same text before; raises as it does."""
        key = hashlib.blake2b(text.encode("utf-8", "surrogatepass"), digest_size=20).digest()
        module = self._kept.get(key)
        if module is not None:
            return module
        with collector.paused(), _unvalidated():  # a parse frees nothing: collections would find nothing
            module = cst.parse_module(text)
        if self._size + len(text) <= self.budget:
            self._kept[key] = module
            self._shared[id(module)] = {}
            self._size += len(text)
        return module

    def shared(self, module: cst.Module) -> dict:
        """The dict of what analyses of `module` built from the tree alone, kept with it: filled by the
        first analysis, read by the next; an empty dict for a tree the store does not keep."""
        return self._shared.get(id(module), {})

    def clear(self) -> None:
        self._kept.clear()
        self._shared.clear()
        self._size = 0


@contextmanager
def _unvalidated():
    """Nodes built without libcst's per-node checks: the native parser's output is valid by construction
    (a tenth of a parse went to checking it again; libcst's own comment on `__post_init__` says as much)."""
    check = cst.CSTNode.__post_init__
    cst.CSTNode.__post_init__ = _no_check
    try:
        yield
    finally:
        cst.CSTNode.__post_init__ = check


def _no_check(self) -> None:
    pass


kept = Trees()
