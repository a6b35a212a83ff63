"""The persistent cache: a warm run prints what a cold run printed, nothing stale survives a change,
nothing planted is trusted, and nothing jaxlint did not make is ever deleted."""

from __future__ import annotations

import hashlib
import hmac
import json
import os
import subprocess
import time

import pytest

from jaxlint import cache as cache_module
from jaxlint.cache import Cache, load_secret, secret_path
from jaxlint.config import Settings
from jaxlint.engine import FileResult
from jaxlint.finding import TraceStep

CACHE = ".jaxlint_cache"
WEEK = 7 * 24 * 3600


def _entries(project, cache: str = CACHE, kind: str = "rows") -> list:
    """The cache's result entries (`kind` "summary": its summary entries)."""
    root = project.root / cache
    return sorted(p for p in root.glob("*/*") if not p.name.startswith(".")
                  and (kind in json.loads(p.read_bytes().partition(b"\n")[2])))


def _sign(entry, payload: bytes, secret: bytes) -> None:
    """Write `payload` into `entry` the way jaxlint signs it with `secret`."""
    message = entry.parent.name.encode() + b"\0" + entry.name.encode() + b"\0" + payload
    entry.write_bytes(hmac.new(secret, message, hashlib.sha256).hexdigest().encode() + b"\n" + payload)


def _age(path, seconds: float) -> None:
    then = time.time() - seconds
    os.utime(path, (then, then), follow_symlinks=False)


def test_warm_run_prints_what_the_cold_run_printed(project):
    project.write("bad.py")
    project.write("clean.py", project.CLEAN)
    cold = project.run("--no-color", ".")
    assert cold.located() == [project.BAD_LINE]
    assert len(_entries(project)) == 2
    warm = project.run("--no-color", ".")
    assert (warm.returncode, warm.stdout, warm.stderr) == (cold.returncode, cold.stdout, cold.stderr)


def test_warm_run_reads_the_cache(project):
    project.write("bad.py")
    project.run(".")
    (entry,) = _entries(project)
    stored = json.loads(entry.read_bytes().partition(b"\n")[2])
    stored["rows"][0][6] = "served from the cache"
    _sign(entry, json.dumps(stored).encode(), load_secret())
    assert "served from the cache" in project.run("--no-color", ".").stdout


def test_the_secret_is_private_and_outside_the_project(project, cache_home):
    project.write("bad.py")
    project.run(".")
    secret = cache_home / "jaxlint" / "secret"
    assert secret_path() == str(secret)
    assert oct(secret.stat().st_mode & 0o777) == "0o600" and len(secret.read_bytes()) == 32
    assert oct(secret.parent.stat().st_mode & 0o777) == "0o700"


def test_a_planted_entry_is_a_miss(project):
    """A committed cache holding `[]` under the predictable key must not make CI print All clear."""
    project.write("bad.py")
    project.run(".")
    (entry,) = _entries(project)
    entry.write_bytes(EMPTY)  # unsigned, as in the format before
    assert project.run("--no-color", ".").located() == [project.BAD_LINE]
    _sign(entry, EMPTY, b"x" * 32)  # signed, but with someone else's secret
    assert project.run("--no-color", ".").located() == [project.BAD_LINE]


def test_a_cache_made_on_another_machine_is_not_trusted(project, tmp_path_factory):
    project.write("bad.py")
    project.run(".")
    (entry,) = _entries(project)
    _sign(entry, EMPTY, load_secret())  # the other machine's user saw no findings
    other_home = tmp_path_factory.mktemp("other-machine")
    run = project.run("--no-color", ".", env={"XDG_CACHE_HOME": str(other_home)})
    assert run.located() == [project.BAD_LINE]


def _rows(rows: bytes) -> bytes:
    return b'{"rows": ' + rows + b', "summary": null, "facts": null}'


EMPTY = _rows(b"[]")
SHAPES = [
    b"[]", b"{}", b'"text"', b"[" * 100_000 + b"]" * 100_000, b'{"rows": []}',
    b'{"rows": [], "summary": null, "facts": null, "more": 1}',
    b'{"rows": [], "summary": [], "facts": null}', b'{"rows": [], "summary": null, "facts": 1}',
    _rows(b"{}"), _rows(b"[1]"), _rows(b"[[1, 1, 1, 1]]"),
    _rows(b'[[NaN, 1, 1, 1, "JAX301", "n", "m", null, 0, null, []]]'),
    _rows(b'[[1.0, 1, 1, 1, "JAX301", "n", "m", null, 0, null, []]]'),
    _rows(b'[[true, 1, 1, 1, "JAX301", "n", "m", null, 0, null, []]]'),
    _rows(b'[[0, 1, 1, 1, "JAX301", "n", "m", null, 0, null, []]]'),
    _rows(b'[[5, 1, 4, 1, "JAX301", "n", "m", null, 0, null, []]]'),
    _rows(b'[[1, 1, 1, 1, "JAX999", "n", "m", null, 0, null, []]]'),
    _rows(b'[[1, 1, 1, 1, "JAX301", "n", "m\\u001b[31m", null, 0, null, []]]'),
    _rows(b'[[1, 1, 1, 1, "JAX301", "n", "", null, 0, null, []]]'),
    _rows(b'[[1, 1, 1, 1, "JAX301", "n", "m", 1, 0, null, []]]'),
    _rows(b'[[1, 1, 1, 1, "JAX301", ["n"], "m", null, 0, null, []]]'),
    _rows(b'[[1, 1, 1, 1, "JAX301", "n", "m", true, null, 0, null, 9]]'),
    _rows(b'[[1, 1, 1, 1, "JAX301", "n", "' + b"m" * 20_000 + b'", null, 0, null, []]]'),
    _rows(b'[[1, 1, 1, 1, "JAX301", "n", "m", null, 0, 0, []]]'),
    _rows(b'[[1, 1, 1, 1, "JAX301", "n", "m", null, 0, "1", []]]'),
    _rows(b'[[1, 1, 1, 1, "JAX301", "n", "m", null, -1, null, []]]'),
    _rows(b'[[1, 1, 1, 1, "JAX301", "n", "m", ["maybe", [[1, 1, 1, 2, "x"]]], 0, null, []]]'),
    _rows(b'[[1, 1, 1, 1, "JAX301", "n", "m", ["safe", []], 0, null, []]]'),
    _rows(b'[[1, 1, 1, 1, "JAX301", "n", "m", ["safe", [[1, 1, 1, 2, 3]]], 0, null, []]]'),
    _rows(b'[[1, 1, 1, 1, "JAX301", "n", "m", ["safe", [[2, 1, 1, 2, "x"]]], 0, null, []]]'),
    _rows(b'[[1, 1, 1, 1, "JAX301", "n", "m", null, 0, null]]'),
    _rows(b'[[1, 1, 1, 1, "JAX301", "n", "m", null, 0, null, "trace"]]'),
    _rows(b'[[1, 1, 1, 1, "JAX301", "n", "m", null, 0, null, [["p", 1, 1, "m"]]]]'),
    _rows(b'[[1, 1, 1, 1, "JAX301", "n", "m", null, 0, null, [["p", 0, 1, "m", null]]]]'),
    _rows(b'[[1, 1, 1, 1, "JAX301", "n", "m", null, 0, null, [[1, 1, 1, "m", null]]]]'),
    _rows(b'[[1, 1, 1, 1, "JAX301", "n", "m", null, 0, null, [["p", 1, 1, "m\\n", null]]]]'),
    _rows(b'[[1, 1, 1, 1, "JAX301", "n", "m", null, 0, null, [["p", 1, 1, "m", "1"]]]]'),
]


GOOD_ROW = _rows(b'[[6, 21, 6, 31, "JAX301", "debug-print-fstring", "m", ["safe", [[6, 21, 6, 31, "\\"x\\""]]], 6, null, '
                 b'[["f.py", 4, 1, "`step` is traced by jax.jit", null]]]]')


@pytest.mark.parametrize("payload", SHAPES, ids=range(len(SHAPES)))
def test_an_entry_of_another_shape_is_a_miss(tmp_path, payload):
    cache = Cache(str(tmp_path / "cache"), Settings(), load_secret())
    cache.prepare()
    entry = tmp_path / "cache" / os.path.basename(cache.folder) / ("e" * 64)
    _sign(entry, GOOD_ROW, load_secret())
    (finding,) = cache.get(entry.name, "f.py", ["JAX301"]).findings
    assert finding.line == 6 and finding.trace == (TraceStep("f.py", 4, 1, "`step` is traced by jax.jit"),)
    _sign(entry, payload, load_secret())
    assert cache.get(entry.name, "f.py", ["JAX301"]) is None


def test_a_run_reading_a_deep_entry_prints_what_a_cold_run_printed(project):
    project.write("bad.py")
    cold = project.run("--no-color", ".")
    (entry,) = _entries(project)
    _sign(entry, SHAPES[3], load_secret())
    warm = project.run("--no-color", ".")
    assert (warm.returncode, warm.stdout, warm.stderr) == (cold.returncode, cold.stdout, cold.stderr)


def test_an_entry_that_is_a_symlink_or_a_fifo_is_a_miss(project):
    project.write("bad.py")
    project.run(".")
    (entry,) = _entries(project)
    entry.unlink()
    entry.symlink_to("/dev/zero")
    assert project.run("--no-color", ".").located() == [project.BAD_LINE]
    entry.unlink()
    os.mkfifo(entry)
    assert project.run("--no-color", ".").located() == [project.BAD_LINE]


def test_only_stale_folders_jaxlint_made_are_removed(project, tmp_path_factory):
    project.write("bad.py")
    project.run(".")
    root = project.root / CACHE
    (ours,) = [p for p in root.iterdir() if p.name.startswith("run-")]
    old_ours = root / ("run-" + "0" * 20)
    old_ours.mkdir()
    (old_ours / ".jaxlint-run").write_text((ours / ".jaxlint-run").read_text())
    (old_ours / ("a" * 64)).write_text("entry")
    not_ours = root / "notes"  # a week old, but not jaxlint's
    not_ours.mkdir()
    (not_ours / "keep.txt").write_text("mine")
    untagged = root / ("run-" + "1" * 20)  # named like ours, but never tagged
    untagged.mkdir()
    (untagged / ("b" * 64)).write_text("mine")
    mixed = root / ("run-" + "2" * 20)  # ours, with a file someone else put there
    mixed.mkdir()
    (mixed / ".jaxlint-run").write_text((ours / ".jaxlint-run").read_text())
    (mixed / "keep.txt").write_text("mine")
    outside = tmp_path_factory.mktemp("outside")
    (outside / ".jaxlint-run").write_text((ours / ".jaxlint-run").read_text())
    (outside / ("c" * 64)).write_text("mine")
    linked = root / ("run-" + "3" * 20)
    linked.symlink_to(outside, target_is_directory=True)
    for path in (old_ours, not_ours, untagged, mixed, linked, outside):
        _age(path, 2 * WEEK)
    assert project.run("--no-color", ".").located() == [project.BAD_LINE]
    assert not old_ours.exists()
    assert (not_ours / "keep.txt").read_text() == "mine"
    assert (untagged / ("b" * 64)).read_text() == "mine"
    assert (mixed / "keep.txt").read_text() == "mine"
    assert linked.is_symlink() and sorted(p.name for p in outside.iterdir()) == [".jaxlint-run", "c" * 64]


def _refused(run, why: str) -> None:
    assert run.returncode == 2, run.stdout + run.stderr
    assert run.stdout == "" and "Traceback" not in run.stderr
    [line] = run.stderr.splitlines()
    assert line.startswith("jaxlint: error: cache directory ") and why in line, line


def test_the_project_root_is_refused_as_a_cache(project):
    project.write("pyproject.toml", "[tool.jaxlint]\n")
    project.write("src/bad.py")
    project.write("src/old.py")
    _age(project.root / "src", 2 * WEEK)
    _refused(project.run("--cache-dir", ".", "src"), "is the project root")
    assert sorted(p.name for p in (project.root / "src").iterdir()) == ["bad.py", "old.py"]
    assert not (project.root / ".gitignore").exists() and not (project.root / "CACHEDIR.TAG").exists()


def test_a_folder_holding_linted_files_is_refused(project):
    project.write("pkg/sub/bad.py")
    _refused(project.run("--cache-dir", "pkg", "pkg/sub"), "holds files being linted")
    assert not (project.root / "pkg" / ".gitignore").exists()


def test_a_cache_dir_outside_that_jaxlint_did_not_make_is_refused(project, tmp_path_factory):
    elsewhere = tmp_path_factory.mktemp("elsewhere")
    victim = elsewhere / "photos"
    victim.mkdir()
    (victim / "a.jpg").write_text("precious")
    _age(victim, 2 * WEEK)
    project.write("pyproject.toml", f'[tool.jaxlint]\ncache-dir = "{os.path.relpath(elsewhere, project.root)}"\n')
    project.write("bad.py")
    _refused(project.run("bad.py"), "was not made by jaxlint")
    assert (victim / "a.jpg").read_text() == "precious"
    assert sorted(p.name for p in elsewhere.iterdir()) == ["photos"]


def test_a_committed_symlink_cache_is_refused(project, tmp_path_factory):
    target = tmp_path_factory.mktemp("target")
    (target / "keep").mkdir()
    _age(target / "keep", 2 * WEEK)
    (project.root / CACHE).symlink_to(target, target_is_directory=True)
    project.write("bad.py")
    _refused(project.run("bad.py"), "is a symbolic link")
    assert [p.name for p in target.iterdir()] == ["keep"]
    assert project.run("--no-cache", "--no-color", "bad.py").located() == [project.BAD_LINE]


def test_a_symlinked_run_folder_is_refused(project, tmp_path_factory):
    project.write("bad.py")
    project.run(".")
    root = project.root / CACHE
    (ours,) = [p for p in root.iterdir() if p.name.startswith("run-")]
    target = tmp_path_factory.mktemp("target")
    for entry in ours.iterdir():
        entry.unlink()
    ours.rmdir()
    ours.symlink_to(target, target_is_directory=True)
    _refused(project.run("bad.py"), "is a symbolic link")
    assert list(target.iterdir()) == []


def test_a_secret_others_can_read_is_not_used(project, cache_home):
    project.write("bad.py")
    project.run(".")
    secret = cache_home / "jaxlint" / "secret"
    secret.chmod(0o644)
    run = project.run("--no-color", ".")
    assert run.located() == [project.BAD_LINE] and run.returncode == 1
    assert run.stderr.startswith("jaxlint: warning: linting without the cache: ") and "chmod 600" in run.stderr


def test_editing_a_file_invalidates_its_entry(project):
    project.write("bad.py")
    assert project.run(".").returncode == 1
    project.write("bad.py", project.CLEAN)
    assert project.run(".").located() == []
    project.write("bad.py")
    assert project.run("--no-color", ".").located() == [project.BAD_LINE]


def test_a_config_change_invalidates(project):
    project.write("bad.py")
    assert project.run("--no-color", ".").located() == [project.BAD_LINE]
    project.write("pyproject.toml", '[tool.jaxlint]\nignore = ["JAX301"]\n')
    assert project.run(".").located() == []
    project.write("pyproject.toml", '[tool.jaxlint]\nper-file-ignores = { "bad.py" = ["JAX301"] }\n')
    assert project.run(".").located() == []
    project.write("pyproject.toml", "[tool.jaxlint]\n")
    assert project.run("--no-color", ".").located() == [project.BAD_LINE]


def test_a_different_select_invalidates(project):
    project.write("bad.py")
    assert project.run("--no-color", "--select", "JAX301", ".").located() == [project.BAD_LINE]
    other = next(c for c in _codes() if c != "JAX301")
    assert "JAX301" not in project.run("--select", other, ".").stdout
    assert project.run("--no-color", "--select", "JAX301", ".").located() == [project.BAD_LINE]


def test_no_cache_writes_nothing(project):
    project.write("bad.py")
    assert project.run("--no-cache", ".").returncode == 1
    assert not (project.root / CACHE).exists()


def test_cache_dir_from_the_command_line_and_from_pyproject(project):
    project.write("pkg/bad.py")
    project.run("--cache-dir", "elsewhere", "pkg")
    assert list((project.root / "elsewhere").glob("*/*")) and not (project.root / CACHE).exists()
    project.write("pyproject.toml", '[tool.jaxlint]\ncache-dir = "build/lint-cache"\n')
    project.run("pkg")
    assert list((project.root / "build" / "lint-cache").glob("*/*"))


def test_default_cache_sits_beside_pyproject(project):
    project.write("pyproject.toml", "[tool.jaxlint]\n")
    project.write("src/deep/bad.py")
    subprocess.run([project.script("jaxlint"), "bad.py"], cwd=project.root / "src" / "deep",
                   capture_output=True, env=project.environ(), timeout=120)
    assert (project.root / CACHE / "CACHEDIR.TAG").is_file()
    assert not (project.root / "src" / "deep" / CACHE).exists()


def test_fix_runs_are_not_cached(project):
    project.write("bad.py")
    project.run("--fix", ".")
    assert _entries(project) == []


def test_concurrent_runs_agree(project):
    for i in range(40):  # enough files for the process pool
        project.write(f"m{i:02}.py")
    cmd = [project.script("jaxlint"), "--no-color", "."]
    procs = [subprocess.Popen(cmd, cwd=project.root, stdout=subprocess.PIPE, env=project.environ())
             for _ in range(2)]
    outs = [p.communicate(timeout=120)[0] for p in procs]
    assert outs[0] == outs[1] and outs[0].count(b"JAX301") == 40
    assert project.run("--no-color", ".").stdout.encode() == outs[0]
    assert not list((project.root / CACHE).glob("*/.tmp-*"))


def test_concurrent_first_runs_share_one_secret_and_one_cache(project, tmp_path_factory):
    """Two processes that both find no secret and no cache: one secret wins, every entry is valid."""
    for i in range(40):
        project.write(f"m{i:02}.py", project.BAD + f"# {i}\n")  # 40 entries, not one
    home = tmp_path_factory.mktemp("fresh-home")
    shared = tmp_path_factory.mktemp("shared") / "cache"
    cmd = [project.script("jaxlint"), "--no-color", "--cache-dir", str(shared), "."]
    env = project.environ({"XDG_CACHE_HOME": str(home)})
    procs = [subprocess.Popen(cmd, cwd=project.root, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env)
             for _ in range(2)]
    outs = [p.communicate(timeout=120) for p in procs]
    assert outs[0] == outs[1] and outs[0][0].count(b"JAX301") == 40 and outs[0][1] == b""
    secret = load_secret(str(home / "jaxlint" / "secret"))
    cache = Cache(str(shared), Settings(), secret)
    entries = [p for p in shared.glob("run-*/*") if not p.name.startswith(".")]
    results = [p for p in entries if cache.get(p.name, "m.py", ["JAX301"]) is not None]
    summaries = [p for p in entries if cache.get_summary(p.name, "m.py") is not None]
    solutions = [p for p in entries if cache.get_solution(p.name) is not None]  # one project, one solution
    states = [p for p in entries if cache.get_state(p.name) is not None]  # and one state
    assert len(results) == len(summaries) == 40 and len(solutions) == len(states) == 1 and len(entries) == 82


def test_shards_give_the_findings_of_one_run(project, tmp_path_factory):
    """CI splits the files across jobs sharing a cache folder: together they report what one run does."""
    files = []
    for i in range(20):
        text = project.BAD if i % 3 else project.CLEAN
        files.append(str(project.write(f"pkg/m{i:02}.py", text).relative_to(project.root)))
    shared = str(tmp_path_factory.mktemp("shared") / "cache")
    whole = project.run("--no-color", "-q", "--no-cache", *files)
    halves = [project.run("--no-color", "-q", "--cache-dir", shared, *files[k::2]) for k in (0, 1)]
    assert sorted(halves[0].lines + halves[1].lines) == sorted(whole.lines)
    warm = project.run("--no-color", "-q", "--cache-dir", shared, *files)
    assert warm.lines == whole.lines


def test_internal_errors_are_not_stored(tmp_path):
    cache = Cache(str(tmp_path / "cache"), Settings(), load_secret())
    cache.prepare()
    cache.put("k", FileResult("f.py", errors=["f.py: rule JAX999 crashed"]))
    assert cache.get("k", "f.py", []) is None
    cache.put("k", FileResult("f.py"))
    assert cache.get("k", "f.py", []) == FileResult("f.py")


def test_editing_jaxlint_source_moves_to_a_new_folder(tmp_path, monkeypatch):
    before = Cache(str(tmp_path), Settings(), b"s" * 32).folder
    monkeypatch.setattr(cache_module, "source_hash", lambda: "edited")
    assert Cache(str(tmp_path), Settings(), b"s" * 32).folder != before


def _codes() -> list:
    from jaxlint.rule import all_rules

    return list(all_rules())


def test_shards_give_the_findings_of_one_run_across_files(project, tmp_path_factory):
    project.write("pyproject.toml", "[tool.jaxlint]\n")
    project.write("pkg/__init__.py", "")
    project.write("pkg/losses.py", "import jax.numpy as jnp\n\n\ndef loss_fn(p, x):\n    if (p * x).sum() > 0:\n"
                                   "        return -x\n    return jnp.mean(x)\n")
    project.write("pkg/train.py", "import jax\nfrom pkg.losses import loss_fn\n\n\n@jax.jit\ndef step(p, x):\n"
                                  "    return jax.grad(loss_fn)(p, x)\n")
    shared = str(tmp_path_factory.mktemp("shared") / "cache")
    whole = project.run("--no-color", "-q", "--no-cache", "pkg")
    assert whole.located() == ["pkg/losses.py:5:8: JAX101"]
    halves = [project.run("--no-color", "-q", "--cache-dir", shared, *files)
              for files in (["pkg/losses.py"], ["pkg/train.py", "pkg/__init__.py"])]
    assert sorted(halves[0].lines + halves[1].lines) == sorted(whole.lines)


def test_every_summary_jaxlint_writes_is_read_back_as_one():
    """Each fixture's project summary passes the shape check the cache applies on reading: a field
    written without its check (a class's `makers`) made every warm run analyse the project again."""
    from pathlib import Path

    from jaxlint.engine import lint_source
    from jaxlint.project.link import ProjectLink, valid_summary

    fixtures = sorted((Path(__file__).resolve().parent.parent / "fixtures").glob("*/*.py"))
    assert len(fixtures) > 400
    for path in fixtures:
        link = ProjectLink("pkg.mod", False, {"pkg.mod": "pkg.mod"})
        result = lint_source(path.read_text(encoding="utf-8"), str(path), [], link=link)
        assert result.summary is not None and valid_summary(json.loads(json.dumps(result.summary))), path
