"""The persistent cache: a warm run prints what a cold run printed, and nothing stale survives a change."""

from __future__ import annotations

import json
import subprocess

from jaxlint import cache as cache_module
from jaxlint.cache import Cache
from jaxlint.config import Settings
from jaxlint.engine import FileResult

CACHE = ".jaxlint_cache"


def _entries(project) -> list:
    root = project.root / CACHE
    return sorted(p for p in root.glob("*/*") if not p.name.startswith("."))


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
    stored = json.loads(entry.read_text())
    stored["rows"][0][6] = "served from the cache"
    entry.write_text(json.dumps(stored))
    assert "served from the cache" in project.run("--no-color", ".").stdout


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


def test_internal_errors_are_not_stored(tmp_path):
    cache = Cache(str(tmp_path), Settings())
    cache.prepare()
    cache.put("k", FileResult("f.py", errors=["f.py: rule JAX999 crashed"]))
    assert cache.get("k", "f.py") is None
    cache.put("k", FileResult("f.py"))
    assert cache.get("k", "f.py") == FileResult("f.py")


def test_editing_jaxlint_source_moves_to_a_new_folder(tmp_path, monkeypatch):
    before = Cache(str(tmp_path), Settings()).folder
    monkeypatch.setattr(cache_module, "source_hash", lambda: "edited")
    assert Cache(str(tmp_path), Settings()).folder != before


def _codes() -> list:
    from jaxlint.rule import all_rules

    return list(all_rules())
