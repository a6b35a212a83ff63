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
"""

from __future__ import annotations

import os
from collections import Counter
from typing import Callable, Iterable, Optional

from jaxlint.project import order
from jaxlint.project.link import IMPORTED, IMPORTS, LOOPED, PASSED, ClassTable, FileSummary, ProjectLink
from jaxlint.project.names import module_names

MAX_ROUNDS = 5


def solve(paths: Iterable[str], roots: dict, lint_batch: Callable[[list], list],
          read: Callable[[str], Optional[bytes]] = lambda path: None) -> tuple:
    """`lint_batch([(path, link), ...])` analyses each file with its link and returns the `FileResult`s
    (their summaries are what count) in order; `roots` gives the folder each file's module names count
    from; `read(path)` its bytes, for the order of the first round (None: no order). Returns the last
    result of every file, and the link the fixed point gives it (what it would be analysed with next:
    the one to lint it with), by path."""
    paths = list(dict.fromkeys(paths))
    names = _names(paths, roots)
    modules, owner = {}, {}
    for path in paths:
        for name in names[path]:
            modules.setdefault(name, names[path][0])
        if names[path]:
            owner.setdefault(names[path][0], path)
    base = {path: ProjectLink(names[path][0] if names[path] else "", os.path.basename(path) == "__init__.py",
                              modules) for path in paths}

    def imports(path: str) -> list:
        data = read(path)
        return order.imported_modules(data, base[path].module, base[path].is_package) if data else []

    reads = importing = order.reads_of(paths, imports, lambda name: owner.get(modules.get(name, "")))
    # Which modules some file's import lines name (files without a jax import too): a script no file
    # imports is the program itself.
    imported = {f"{base[d].module}.{IMPORTED}": True for deps in reads.values() for d in deps if base[d].module}
    results, seen, decoded = {}, {}, {}
    wanted: set = set()  # files analysed only because another file reads their names
    for round_ in range(MAX_ROUNDS + 1):
        if round_:
            place = _placer(owner, base, _symbols(results, decoded))
            reads = order.reads_of(paths, lambda path: (results[path].summary or {}).get("uses", []),
                                   lambda name: place(name)[1])
        analysed, links, todo = False, None, []
        for wave in order.waves(paths, reads):
            if links is None or todo:  # the round's first wave, or what the last one found
                links = _links(paths, base, results, owner, wanted, round_, decoded, imported, importing,
                               full=links is None)
            todo = [path for path in wave if path not in results or _seen(links[path], results[path]) != seen[path]]
            for path, result in zip(todo, lint_batch([(path, links[path]) for path in todo]) if todo else ()):
                results[path] = result
                seen[path] = _seen(links[path], result)
            analysed = analysed or bool(todo)
        if not analysed:
            break
    return results, _links(paths, base, results, owner, wanted, round_ + 1 if analysed else round_, decoded,
                           imported, importing)


def _names(paths: list, roots: dict) -> dict:
    """Each file's module names, the ones another file also claims left out."""
    names = {path: module_names(path, roots.get(path)) for path in paths}
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


def _symbols(results: dict, decoded: dict) -> dict:
    symbols: dict = {}
    for result in results.values():
        if result.summary:
            symbols.update(_decoded(result, decoded).symbols)
    return symbols


def _placer(owner: dict, base: dict, symbols: dict) -> Callable[[str], tuple]:
    """qualified name -> (the name the defining file uses, through re-exports; that file's path or
    None), each name worked out once: many files read the same names."""
    probe = ProjectLink(modules=next(iter(base.values())).modules if base else {}, symbols=symbols)
    resolved: dict = {}

    def place(qualname: str) -> tuple:
        if qualname not in resolved:
            target = probe.resolve(qualname)
            module = probe.module_of(target)
            resolved[qualname] = target, owner.get(module[0]) if module else None
        return resolved[qualname]
    return place


def _decoded(result, decoded: dict) -> FileSummary:
    """`result`'s FileSummary, kept in `decoded` (id -> (result, summary)): every wave asks again."""
    kept = decoded.get(id(result))
    if kept is None or kept[0] is not result:
        kept = decoded[id(result)] = result, FileSummary.from_json(result.summary)
    return kept[1]


def _links(paths: list, base: dict, results: dict, owner: dict, wanted: set, round_: int, decoded: dict,
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
            else:
                rule_facts.setdefault(code, {}).update(facts)
    place = _placer(owner, base, symbols)
    for summary in summaries:
        for data in summary.edges:
            target, path = place(data["target"])
            if path is not None:
                incoming.setdefault(path, {}).setdefault(target, []).append({**data, "target": target})
    # A name read in a file not analysed for its summary (no jax import): analyse it. Between the full
    # looks, once a round, only the summaries new since the last look are read for such names.
    unread = {path for path, r in results.items() if not r.summary} - wanted
    for result in fresh if unread else ():
        for used in decoded[id(result)][1].uses:
            path = place(used)[1]
            if path in unread:
                wanted.add(path)
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


