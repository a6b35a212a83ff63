"""Materialise a pinned real-world corpus of JAX code from PyPI wheels.

Downloads pure-python wheels of well-known JAX libraries (pinned below) and
unpacks their .py files into DEST/<name>/, for precision passes and
benchmarks of jaxlint. Everything lands under ~/.cache/jaxlint-corpus/ by
default; nothing this script downloads is ever committed to the repository.

    python benchmarks/corpus.py [--dest DIR] [--cache DIR] [--only jax,flax]

From another script in benchmarks/: ``from corpus import materialise``.
Stdlib only; needs pip (python -m pip) and access to PyPI.
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

# Pinned so results stay comparable across runs; bump deliberately.
# All are py3-none-any wheels on PyPI. jraph has only ever shipped .dev releases.
PINNED = [
    "jax==0.10.2", "flax==0.12.8", "optax==0.2.8", "equinox==0.13.8", "chex==0.1.92",
    "dm-haiku==0.0.17", "numpyro==0.22.0", "orbax-checkpoint==0.12.8", "distrax==0.1.9",
    "blackjax==1.7.1", "jaxtyping==0.3.11", "diffrax==0.7.2", "optimistix==0.1.0",
    "lineax==0.1.1", "jraph==0.0.6.dev0",
]

ROOT = Path.home() / ".cache" / "jaxlint-corpus"
DEFAULT_CACHE = ROOT / "wheels"
DEFAULT_DEST = ROOT / "src"
STAMP = ".pinned"  # records which name==ver a DEST/<name>/ was unpacked from


class CorpusError(RuntimeError):
    """Raised after all packages were tried, if any of them failed."""


def _wheel_prefix(name: str, version: str) -> str:
    # Wheel filenames normalise the project name: dm-haiku -> dm_haiku.
    return f"{re.sub(r'[-_.]+', '_', name).lower()}-{version}-"


def _find_wheel(cache: Path, name: str, version: str) -> Path | None:
    prefix = _wheel_prefix(name, version)
    hits = [p for p in cache.glob("*.whl") if p.name.lower().startswith(prefix)]
    return sorted(hits)[0] if hits else None


def _download(cache: Path, name: str, version: str) -> Path:
    wheel = _find_wheel(cache, name, version)
    if wheel:  # cached from an earlier run
        return wheel
    cmd = [sys.executable, "-m", "pip", "download", "--no-deps", "--only-binary=:all:",
           "--python-version", "3.11", "--disable-pip-version-check", "-q",
           "-d", str(cache), f"{name}=={version}"]
    proc = subprocess.run(cmd, capture_output=True, text=True)
    wheel = _find_wheel(cache, name, version)
    if proc.returncode != 0 or wheel is None:
        lines = [l.strip() for l in (proc.stderr + proc.stdout).splitlines() if l.strip()]
        errors = [l for l in lines if l.startswith("ERROR")] or lines or ["no wheel found"]
        # pip's last ERROR line is the cause; earlier ones are context.
        raise CorpusError(f"pip download failed (exit {proc.returncode}): {errors[-1][:200]}")
    return wheel


def _unpack(wheel: Path, target: Path, pin: str) -> None:
    # Unpack into a temp folder and rename, so an interrupted run never leaves
    # a half-filled package that a later run would mistake for a finished one.
    tmp = target.with_name(f".{target.name}.tmp")
    shutil.rmtree(tmp, ignore_errors=True)
    tmp.mkdir(parents=True)
    with zipfile.ZipFile(wheel) as zf:
        for member in zf.namelist():
            parts = Path(member).parts
            if not member.endswith(".py") or parts[0].endswith(".dist-info"):
                continue
            if member.startswith("/") or ".." in parts:  # never write outside tmp
                continue
            out = tmp.joinpath(*parts)
            out.parent.mkdir(parents=True, exist_ok=True)
            out.write_bytes(zf.read(member))
    (tmp / STAMP).write_text(pin + "\n")
    shutil.rmtree(target, ignore_errors=True)  # stale unpack of an older pin
    tmp.rename(target)


def _count(folder: Path) -> tuple[int, int]:
    files = lines = 0
    for py in folder.rglob("*.py"):
        files += 1
        with py.open("rb") as f:
            lines += sum(1 for _ in f)
    return files, lines


def materialise(dest: str | Path | None = None, only: list[str] | None = None, *,
                cache: str | Path | None = None, quiet: bool = False) -> Path:
    """Download and unpack the pinned corpus; return the folder holding DEST/<name>/.

    Tries every selected package, then raises CorpusError if any failed.
    """
    dest = Path(dest or DEFAULT_DEST).expanduser()
    cache = Path(cache or DEFAULT_CACHE).expanduser()
    pins = [p.split("==") for p in PINNED]
    if only:
        unknown = set(only) - {n for n, _ in pins}
        if unknown:
            raise ValueError(f"not in the pinned list: {', '.join(sorted(unknown))}")
        pins = [(n, v) for n, v in pins if n in only]
    dest.mkdir(parents=True, exist_ok=True)
    cache.mkdir(parents=True, exist_ok=True)
    failed, total_files, total_lines = [], 0, 0
    for name, version in pins:
        pin, target = f"{name}=={version}", dest / name
        try:
            stamp = target / STAMP
            if not (stamp.is_file() and stamp.read_text().strip() == pin):
                _unpack(_download(cache, name, version), target, pin)
        except (CorpusError, OSError, zipfile.BadZipFile) as exc:
            print(f"FAILED {pin}: {exc}", file=sys.stderr, flush=True)
            failed.append(pin)
            continue
        files, lines = _count(target)
        total_files, total_lines = total_files + files, total_lines + lines
        if not quiet:
            print(f"{pin:<28} {files:>6} files {lines:>10,} lines", flush=True)
    if not quiet:
        print(f"{'total':<28} {total_files:>6} files {total_lines:>10,} lines  -> {dest}")
    if failed:
        raise CorpusError(f"{len(failed)} package(s) failed: {', '.join(failed)}")
    return dest


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--dest", help=f"where to unpack (default {DEFAULT_DEST})")
    ap.add_argument("--cache", help=f"where wheels are kept (default {DEFAULT_CACHE})")
    ap.add_argument("--only", help="comma-separated package names, e.g. jax,flax")
    args = ap.parse_args(argv)
    only = [n.strip() for n in args.only.split(",") if n.strip()] if args.only else None
    try:
        materialise(args.dest, only, cache=args.cache)
    except ValueError as exc:
        ap.error(str(exc))
    except CorpusError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
