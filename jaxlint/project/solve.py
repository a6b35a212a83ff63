"""Analyse a project's files to a fixed point over their summaries.

Round 0 analyses every file, so each records the edges its traced code sends to other files. Each
later round hands every file the edges that reach its functions, and the symbols, class facts and
returns of the others; a file is analysed again only when what reaches it changed (new incoming edges,
or new facts for a name it used). Every round goes in waves (`order`): the files whose names a file
reads come in an earlier wave, and each wave sees what the earlier ones found, so a fact crosses a chain
of imports in one round instead of one round per hop (round 0 guesses the order from the import lines;
on levanter the later rounds' 263 analyses became 130). Rounds stop when nothing changes, or after
`MAX_ROUNDS` (import cycles and edges back up a chain converge in a few; a file past that keeps its
last result). Only the summaries travel between rounds, never trees, so memory stays flat in the number
of files and the rounds can run in parallel.

A module name two files claim (two `train.py` scripts in different folders) is ambiguous: it names
neither, so no import guesses which one it meant (a `.py` file's names win over its `.pyi` stub's).

A solve may start from an earlier fixed point of the same files (a `Seed`: after an edit): the files
whose bytes changed are analysed again, and then only the files their new summaries reach. Each look
at the project compares its tables with the last look's, so a file is checked again only when an edge
that reaches it, its `wanted`, or the facts of a name it read changed (on a project of 600 files, the
after-edit solve checks a handful instead of every file in every wave).
"""

from __future__ import annotations

import os
from collections import Counter
from dataclasses import dataclass, field
from typing import Callable, Iterable, Optional

from jaxlint.project import order
from jaxlint.project.link import (CALLED_WITH, CALLS_USE, FIELD_USE, IMPORTED, IMPORTS, LOOPED, PASSED, ClassTable,
                                  FileSummary, ProjectLink)
from jaxlint.project.names import module_names
from jaxlint.scan import might_use_jax

MAX_ROUNDS = 5


@dataclass
class Seed:
    """A fixed point these files reached before, with these module names: every file's result then
    (its summary is what counts) and the files analysed then only because another file read their
    names; `stale`: the files whose bytes changed since, analysed again whatever reaches them."""

    modules: dict
    results: dict
    wanted: set
    imports: dict  # path -> the modules its import lines name (`order.imported_modules`)
    stale: set = field(default_factory=set)


@dataclass
class Solved:
    results: dict  # path -> its last result
    links: dict  # path -> the link the fixed point gives it (what to lint it with)
    imports: dict  # path -> the modules its import lines name
    converged: bool  # False: MAX_ROUNDS stopped the solve first
    seeded: bool  # it started from the seed
    kept: set = field(default_factory=set)  # seeded files never analysed again, with the seed's link


def solve(paths: Iterable[str], roots: dict, lint_batch: Callable[[list], list],
          read: Callable[[str], Optional[bytes]] = lambda path: None, seed: Optional[Seed] = None) -> Solved:
    """`lint_batch([(path, link), ...])` analyses each file with its link and returns the `FileResult`s
    (their summaries are what count) in order; `roots` gives the folder each file's module names count
    from; `read(path)` its bytes, for the order of the first round (None: no order); `seed` an earlier
    fixed point to start from (not used when the module names differ)."""
    paths = list(dict.fromkeys(paths))
    names = _names(paths, roots)
    modules, owner = {}, {}
    for path in paths:
        for name in names[path]:
            modules.setdefault(name, names[path][0])
        if names[path]:
            owner.setdefault(names[path][0], path)
    if seed is not None and (seed.modules != modules or not set(seed.results) == set(seed.imports) == set(paths)):
        seed = None
    base = {path: ProjectLink(names[path][0] if names[path] else "", os.path.basename(path) == "__init__.py",
                              modules) for path in paths}

    jax_files = set()  # files with a jax import, for round 0

    def imports(path: str) -> list:
        if seed is not None and path not in seed.stale:
            return seed.imports[path]
        data = read(path)
        if data and seed is None and might_use_jax(data.decode("latin-1")):
            jax_files.add(path)
        return order.imported_modules(data, base[path].module, base[path].is_package) if data else []

    lines = {path: imports(path) for path in paths}
    reads = importing = order.reads_of(paths, lines.get, lambda name: owner.get(modules.get(name, "")))
    # Which modules some file's import lines name (files without a jax import too): a script no file
    # imports is the program itself.
    imported = {f"{base[d].module}.{IMPORTED}": True for deps in reads.values() for d in deps if base[d].module}
    results, seen, decoded = dict(seed.results) if seed else {}, {}, {}
    wanted: set = set(seed.wanted) if seed else set()  # files analysed only because another file reads their names
    stale = set(seed.stale) if seed else set()
    # The files a jax file imports are read for their names (re-exports above all): analysed in round 0,
    # in a wave before their readers, rather than found wanted after it, costing the readers a round.
    wanted.update(d for path in jax_files for d in reads[path] if d not in jax_files)
    first: Optional[dict] = None  # the seed's links: a seeded file's `seen` is taken under them
    last: Optional[dict] = None  # the links of the last look, to tell what moved since
    dirty, moved = set(), set()  # files to check again (their link moved); files whose link left the seed's
    placer = _Placer(owner, modules)

    def look(full: bool) -> dict:
        nonlocal first, last
        links = _links(paths, base, results, placer, wanted, round_, decoded, imported, importing, full=full)
        if last is not None:
            changed = _moved(paths, last, links, results)
            dirty.update(changed)
            moved.update(changed)
        first, last = first or links, links
        return links

    def due(path: str, links: dict, settle: bool = True) -> bool:
        """Whether the file is analysed (again) now; `settle`: it is checked in its wave, so it is clean."""
        if path not in results or path in stale:
            return True
        if path not in dirty:
            return False
        if settle:
            dirty.discard(path)
        before = seen[path] if path in seen else _seen(first[path], results[path])
        return _seen(links[path], results[path]) != before

    def uses(path: str) -> list:
        return (results[path].summary or {}).get("uses", [])

    read_by: dict = {}  # path -> (the result whose uses gave them, the files it reads names from)
    generation = placer.generation
    round_, links, converged = 1 if seed else 0, None, False  # a seed's uses give the order
    for round_ in range(round_, MAX_ROUNDS + 1):
        if round_:
            links = look(full=True)
            if not any(due(path, links, settle=False) for path in paths):
                converged = True
                break
            if generation != placer.generation:  # a re-export moved: every name is placed again
                read_by.clear()
                generation = placer.generation
            fresh = [path for path in paths if read_by.get(path, (None,))[0] is not results[path]]
            read_by.update((path, (results[path], deps))
                           for path, deps in order.reads_of(fresh, uses, lambda name: placer(name)[1]).items())
            reads = {path: read_by[path][1] for path in paths}
        todo = []
        for wave in order.waves(paths, reads):
            if links is None or todo:  # round 0's first wave, or what the last wave found
                links = look(full=links is None)
            todo = [path for path in wave if due(path, links)]
            for path, result in zip(todo, lint_batch([(path, links[path]) for path in todo]) if todo else ()):
                results[path] = result
                seen[path] = _seen(links[path], result)
                stale.discard(path)
                dirty.discard(path)
                moved.add(path)
    if not converged:  # MAX_ROUNDS: each file keeps its last result; what the next round would give it
        round_ += 1
        links = look(full=True)
    return Solved(results, links, lines, converged, seed is not None, set(seed.results) - moved if seed else set())


def _names(paths: list, roots: dict) -> dict:
    """Each file's module names, the ones another file also claims left out."""
    packages: dict = {}  # folder -> whether it is a package, asked once for all its files
    names = {path: module_names(path, roots.get(path), packages) for path in paths}
    claims = Counter(name for path in paths if not path.endswith(".pyi") for name in names[path])
    stubs = Counter(name for path in paths if path.endswith(".pyi") for name in names[path])
    return {path: [name for name in names[path]
                   if (claims[name] == 1 if not path.endswith(".pyi") else not claims[name] and stubs[name] == 1)]
            for path in paths}


def _seen(link: ProjectLink, result) -> tuple:
    """What of the project an analysis depended on: the edges that reached it, the facts it read.
    Where an edge's site is and why it is traced (its `via`) are left out: they explain and decide
    nothing, so they never cost a round (a file keeps the `via` of the round that last analysed it)."""
    return link.decisive_incoming(), link.wanted, link.facts((result.summary or {}).get("uses", []))


def _moved(paths: list, before: dict, after: dict, results: dict) -> set:
    """The files whose link differs between two looks at the project: an edge that reaches them (its
    `via` too), their `wanted`, or the facts of a name their analysis read."""
    if not paths:
        return set()
    tables = before[paths[0]], after[paths[0]]  # every link of a look shares its tables
    names = _changed_names(*tables)

    def reads_changed(path: str) -> bool:
        uses = (results[path].summary or {}).get("uses", []) if path in results else []
        return bool(names) and not names.isdisjoint(uses)
    return {path for path in paths if before[path].incoming != after[path].incoming
            or before[path].wanted != after[path].wanted or reads_changed(path)}


def _changed_names(before: ProjectLink, after: ProjectLink) -> set:
    """The names whose symbol, class facts, return or rule facts differ between two looks' tables, and
    the field uses (`FIELD_USE`) a changed class answers."""
    pairs = [(before.symbols, after.symbols), (before.classes, after.classes), (before.returns, after.returns)]
    pairs += [(before.rule_facts.get(code, {}), after.rule_facts.get(code, {}))
              for code in before.rule_facts.keys() | after.rule_facts.keys()]
    names = set()
    for old, new in pairs:
        if old != new:
            names.update(k for k in old.keys() | new.keys() if old.get(k) != new.get(k))
    calls = before.rule_facts.get(CALLED_WITH, {}), after.rule_facts.get(CALLED_WITH, {})
    names.update(CALLS_USE + k for k in calls[0].keys() | calls[1].keys() if calls[0].get(k) != calls[1].get(k))
    for cls in [c for c in names if before.classes.get(c) != after.classes.get(c)]:
        for facts in (before.classes.get(cls), after.classes.get(cls)):
            names.update(FIELD_USE + name for name in (facts or {}).get("fields", {}))
    return names


class _Placer:
    """qualified name -> (the name the defining file uses, through re-exports; that file's path or
    None), each name worked out once: many files read the same names. What it worked out is kept from
    one look at the project to the next while no re-export it may have followed changed."""

    def __init__(self, owner: dict, modules: dict) -> None:
        self.owner = owner
        self.probe = ProjectLink(modules=modules)
        self.resolved: dict = {}
        self.generation = 0  # counts the times what it worked out was dropped

    def use(self, symbols: dict) -> "_Placer":
        """Place names under `symbols` from now on."""
        if _reexports_differ(self.probe.symbols, symbols):
            self.resolved = {}
            self.generation += 1
        self.probe.symbols = symbols
        return self

    def __call__(self, qualname: str) -> tuple:
        if qualname not in self.resolved:
            target = self.probe.resolve(qualname)
            module = self.probe.module_of(target)
            self.resolved[qualname] = target, self.owner.get(module[0]) if module else None
        return self.resolved[qualname]


def _reexports_differ(old: dict, new: dict) -> bool:
    """Whether a name may resolve differently under `new` symbols than under `old`: a changed symbol
    is, or was, a re-export (`alias:`), or sits under one (`ProjectLink.resolve` looks there too)."""
    if old is new or old == new:
        return False
    aliases = (old.get(k, "").startswith("alias:") or new.get(k, "").startswith("alias:")
               for k in old.keys() | new.keys() if old.get(k) != new.get(k)
               for k in (k, k.rpartition(".")[0]))
    return any(aliases)


def _placed(result, placer: _Placer, decoded: dict) -> tuple:
    """`result`'s edges placed, as (target, its file, the edge naming it), and the files of the names
    it used; worked out again only for a new result, or when the placer dropped what it knew."""
    _decoded(result, decoded)
    kept = decoded[id(result)]
    if kept[2] is None or kept[2][0] != placer.generation:
        edges = [(target, path, {**data, "target": target}) for data in kept[1].edges
                 for target, path in [placer(data["target"])] if path is not None]
        kept[2] = placer.generation, (edges, {placer(used)[1] for used in kept[1].uses})
    return kept[2][1]


def _decoded(result, decoded: dict) -> FileSummary:
    """`result`'s FileSummary, kept in `decoded` (id -> [result, summary, what `_placed` found]): every
    wave asks again."""
    kept = decoded.get(id(result))
    if kept is None or kept[0] is not result:
        kept = decoded[id(result)] = [result, FileSummary.from_json(result.summary), None]
    return kept[1]


def _links(paths: list, base: dict, results: dict, placer: _Placer, wanted: set, round_: int, decoded: dict,
           imported: dict, importing: dict, full: bool = True) -> dict:
    symbols, classes, returns, incoming, rule_facts = {}, ClassTable(), {}, {}, {IMPORTS: imported}
    fresh = [r for r in results.values() if r.summary and (full or id(r) not in decoded)]
    summaries = [_decoded(r, decoded) for r in results.values() if r.summary]
    for summary in summaries:
        symbols.update(summary.symbols)
        classes.update(summary.classes)
        returns.update(summary.returns)
        for code, facts in summary.rule_facts.items():
            if code == PASSED:  # several files call one function: every call counts
                for target, arguments in facts.items():
                    merged = rule_facts.setdefault(code, {}).setdefault(target, {})
                    for key, numbers in arguments.items():
                        merged[key] = sorted(set(merged.get(key, [])) | set(numbers))
            elif code == LOOPED:
                for target, places in facts.items():
                    merged = rule_facts.setdefault(code, {}).setdefault(target, [])
                    merged[:] = sorted(set(merged) | set(places))
            elif code == CALLED_WITH:
                for target, calls in facts.items():
                    merged = rule_facts.setdefault(code, {}).setdefault(target, [])
                    merged += [c for c in calls if c not in merged]
            else:
                rule_facts.setdefault(code, {}).update(facts)
    placer.use(symbols)
    for result in results.values():
        for target, path, edge in _placed(result, placer, decoded)[0] if result.summary else ():
            incoming.setdefault(path, {}).setdefault(target, []).append(edge)
    # A name read in a file not analysed for its summary (no jax import): analyse it. Between the full
    # looks, once a round, only the summaries new since the last look are read for such names.
    unread = {path for path, r in results.items() if not r.summary} - wanted
    for result in fresh if unread else ():
        wanted.update(unread.intersection(_placed(result, placer, decoded)[1]))
    # A file without a jax import that imports an analysed one: its calls pass that file's jitted
    # functions their arguments (a list as a static argument, a counter, a literal).
    for path in unread - wanted:
        if any(d in results and results[d].summary for d in importing.get(path, ())):
            wanted.add(path)
    for per_file in incoming.values():
        for edges in per_file.values():
            edges.sort(key=lambda e: e["site"])
    return {path: ProjectLink(base[path].module, base[path].is_package, base[path].modules, symbols, classes,
                              returns, incoming.get(path, {}), path in wanted, rule_facts, round_) for path in paths}
