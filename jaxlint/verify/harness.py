"""Run one fixture as `__main__` in this fresh interpreter and print one JSON line saying what happened.

    python -I -m jaxlint.verify.harness FIXTURE [--expect CLASS]   (a nonce line on stdin)
    python -I -m jaxlint.verify.harness --describe

`jaxlint verify` starts one of these per fixture, so the verifier never imports JAX itself and a fixture
that hangs or crashes takes down only its own interpreter. The fixture's own output goes to stderr;
stdout carries only the JSON line, which repeats the nonce the verifier sent on stdin before the
fixture started (a line the fixture prints, even to this stdout, is not taken for the report):

    nonce      the verifier's nonce
    status     "ok" (the run and probe() finished), "raised" (the run raised), "probe-raised"
    exception  the qualified class name (builtins bare: "TypeError"), else null
    message    the first line of the exception's message
    line       the innermost traceback line in the fixture file itself (null when none is)
    expected   whether the exception is exactly the class `--expect` names (null without --expect,
               or when that name cannot be imported)
    probe      {"truthy": bool, "value": str} when the fixture defines probe() and the run succeeded

Before the fixture runs, Python-level network access (TCP and UDP sockets to other hosts, name lookups)
and starting other programs raise PermissionError (the verifier also gives the process its own empty
network namespace where Linux allows one, which covers native code too).

`--describe` prints the interpreter's Python, JAX and jaxlib versions (JAX null when it cannot be
imported), found with importlib's metadata, without importing JAX.
"""

from __future__ import annotations

import importlib
import json
import os
import runpy
import sys
import traceback
from typing import Optional


def describe() -> dict:
    import importlib.metadata
    import importlib.util
    import platform

    def version(dist: str) -> Optional[str]:
        try:
            return importlib.metadata.version(dist)
        except importlib.metadata.PackageNotFoundError:
            return None

    has_jax = importlib.util.find_spec("jax") is not None
    return {"python": platform.python_version(), "executable": sys.executable,
            "jax": (version("jax") or "unknown") if has_jax else None, "jaxlib": version("jaxlib")}


def qualified_name(cls: type) -> str:
    return cls.__qualname__ if cls.__module__ == "builtins" else f"{cls.__module__}.{cls.__qualname__}"


def resolve(dotted: str) -> Optional[type]:
    """The class a dotted name denotes ("TypeError", "jax.errors.TracerBoolConversionError"), or None."""
    parts = dotted.split(".")
    for split in range(len(parts) - 1, -1, -1):  # the longest importable module prefix
        try:
            obj = importlib.import_module(".".join(parts[:split]) if split else "builtins")
        except ImportError:
            continue
        for attr in parts[split:]:
            obj = getattr(obj, attr, None)
        return obj if isinstance(obj, type) else None
    return None


def innermost_line(exc: BaseException, path: str) -> Optional[int]:
    target = os.path.realpath(path)
    line = None
    for frame, lineno in traceback.walk_tb(exc.__traceback__):
        if os.path.realpath(frame.f_code.co_filename) == target:
            line = lineno
    if line is None and isinstance(exc, SyntaxError) and exc.filename and \
            os.path.realpath(exc.filename) == target:
        line = exc.lineno
    return line


def describe_exception(exc: BaseException, path: str, expect: Optional[str]) -> dict:
    text = str(exc).strip()
    expected_cls = resolve(expect) if expect else None
    return {"exception": qualified_name(type(exc)), "message": text.splitlines()[0] if text else "",
            "line": innermost_line(exc, path),
            "expected": None if expected_cls is None else type(exc) is expected_cls}


_NETWORK_EVENTS = frozenset({"socket.connect", "socket.sendto", "socket.sendmsg"})
_LOOKUP_EVENTS = frozenset({"socket.getaddrinfo", "socket.gethostbyname", "socket.gethostbyaddr"})
# New programs would run without this hook (a fork keeps it: same interpreter).
_PROGRAM_EVENTS = frozenset({"subprocess.Popen", "os.system", "os.exec", "os.posix_spawn", "os.spawn"})
_LOCAL_NAMES = frozenset({"localhost", "127.0.0.1", "::1", "", None})


def block_network() -> None:
    """Fixtures are self-contained programs: reaching another host, or starting a program that could,
    fails at once with PermissionError."""
    import socket

    inet = (socket.AF_INET, socket.AF_INET6)

    def hook(event: str, args: tuple) -> None:
        if event in _NETWORK_EVENTS and getattr(args[0], "family", None) in inet or \
                event in _LOOKUP_EVENTS and args and args[0] not in _LOCAL_NAMES:
            raise PermissionError("jaxlint verify runs fixtures without network access")
        if event in _PROGRAM_EVENTS:
            raise PermissionError("jaxlint verify runs fixtures without starting other programs")

    sys.addaudithook(hook)


def run(path: str, expect: Optional[str]) -> dict:
    folder = os.path.dirname(os.path.abspath(path))
    sys.path.insert(0, folder)  # as `python FIXTURE` would (-I left the working folder out)
    os.chdir(folder)  # the verifier started us in an empty folder: nothing there was imported
    sys.argv = [path]
    outcome = {"status": "ok", "exception": None, "message": None, "line": None, "expected": None,
               "probe": None}
    try:
        namespace = runpy.run_path(path, run_name="__main__")
    except BaseException as exc:  # SystemExit and KeyboardInterrupt are outcomes too
        outcome.update(describe_exception(exc, path, expect), status="raised")
        return outcome
    probe = namespace.get("probe")
    if callable(probe):
        try:
            value = probe()
        except BaseException as exc:
            outcome.update(describe_exception(exc, path, expect), status="probe-raised")
            return outcome
        outcome["probe"] = {"truthy": bool(value), "value": value if isinstance(value, str) else repr(value)}
    return outcome


_MESSAGE_LIMIT = 2000  # characters of an exception's first line kept in the report


def main(argv: list) -> None:
    nonce = sys.stdin.readline().strip() if argv != ["--describe"] else ""
    devnull = os.open(os.devnull, os.O_RDONLY)
    os.dup2(devnull, 0)  # the fixture reads nothing, and never the nonce
    report = os.fdopen(os.dup(1), "w")  # our stdout; the fixture's prints (C level too) go to stderr
    os.dup2(2, 1)
    if argv == ["--describe"]:
        result = describe()
    elif len(argv) in (1, 3) and (len(argv) == 1 or argv[1] == "--expect"):
        block_network()
        result = run(argv[0], argv[2] if len(argv) == 3 else None)
        if result.get("message"):
            result["message"] = result["message"][:_MESSAGE_LIMIT]
        result["nonce"] = nonce
    else:
        sys.exit("usage: python -m jaxlint.verify.harness (FIXTURE [--expect CLASS] | --describe)")
    report.write(json.dumps(result) + "\n")
    report.flush()
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except (OSError, ValueError):
            pass
    os._exit(0)  # skip interpreter teardown: a fixture's leftover threads must not hang the run


if __name__ == "__main__":
    main(sys.argv[1:])
