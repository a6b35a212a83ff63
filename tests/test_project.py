"""The project model: traced code followed across files, as `jaxlint src/` sees a whole project.

Each case is a small multi-file project linted by the real CLI; the findings are pinned by location.
"""

from __future__ import annotations

import textwrap

import pytest

LOSS = """\
import jax.numpy as jnp


def loss_fn(params, x, y):
    pred = params["w"] * x
    if pred.sum() > 0:
        pred = -pred
    return jnp.mean((pred - y) ** 2)
"""

FACTORY = """\
def make_step(scale):
    def step(x):
        if x > 0:
            return x * scale
        return x

    return step
"""

KV_CACHE = """\
import dataclasses

import jax


def static_field(default=None):
    return dataclasses.field(default=default, metadata=dict(static=True))


@jax.tree_util.register_dataclass
@dataclasses.dataclass
class KVCache:
    k: jax.Array
    time_axis: int = {time_axis}
"""
# jax-llm-examples serving: the cache is typed Any where it is used; its class is in the model's file.
KV_USE = """\
from typing import Any

import jax
import jax.numpy as jnp

KVCache = Any


@jax.jit
def get_sequence(cache: KVCache, batch_idx):
    assert cache.time_axis > 0
    return jnp.roll(cache.k[batch_idx], 1, axis=cache.time_axis - 1)
"""

CONFIG = """\
from dataclasses import dataclass


{decorator}
class Config:
    lr: float = 0.1
"""
UPDATE = """\
from functools import partial

import jax

from config import Config


@partial(jax.jit, static_argnames=("config",))
def update(w, config):
    return w - config.lr * w


w = update(1.0, Config())
"""

DEFAULTED_ORDER = """\
def radial(r, dr=0):
    if dr == 0:
        return r ** 2
    return 2 * r
"""

GENERATE = """\
def generate(cfg, x, lock):
    if x > 0:
        return x
    return -x
"""

DEBUG_MAIN = """\
import jax

jax.config.update("jax_log_compiles", True)


def run():
    return jax.jit(lambda x: x + 1)(1.0)


if __name__ == "__main__":
    run()
"""

CHECKED = """\
import jax.numpy as jnp
from jax.experimental import checkify


def score(y):
    checkify.check(jnp.all(y >= 0), "y must be non-negative")
    return jnp.sum(y)
"""

GATE = """\
import jax.numpy as jnp
import numpy as np


class Rx:
    def __init__(self, phase):
        self.phase = phase

    @property
    def array(self):
        c = {np}.cos(self.phase)
        return jnp.array([[c, 0.0], [0.0, c]])
"""
GATE_USE = """\
import jax
from gates import Rx


@jax.jit
def cost(phase):
    return Rx(2.0 * phase).array.sum()
"""
TERM = """\
class Term:
    def __init__(self, scale, *, q):
        self.scale = scale
        self.q = q

    def value(self, t):
        if self.q < 0.5:
            return self.scale * t
        return t
"""


MINIMIZE = """from functools import partial

import jax


@partial(jax.jit, static_argnames=("optimizer",))
def minimize(p, optimizer):
    return p + 1.0
"""

CASES = {
    "re-export through __init__": ({
        "pkg/__init__.py": "from .losses import loss_fn\n",
        "pkg/losses.py": LOSS,
        "pkg/train.py": """\
            import jax
            from pkg import loss_fn


            @jax.jit
            def step(params, x, y):
                return jax.value_and_grad(loss_fn)(params, x, y)
            """,
    }, ["pkg/losses.py:6:8: JAX101"]),
    "relative import, two hops": ({
        "pkg/__init__.py": "",
        "pkg/helpers.py": """\
            def clip(v, n):
                return [v] * n
            """,
        "pkg/losses.py": """\
            from .helpers import clip


            def loss_fn(x, n):
                return clip(x, n)
            """,
        "pkg/train.py": """\
            import jax
            from .losses import loss_fn


            @jax.jit
            def step(x, n):
                return loss_fn(x, n)
            """,
    }, ["pkg/helpers.py:2:18: JAX102"]),
    "module alias": ({
        "sim/__init__.py": "",
        "sim/rollout.py": """\
            def unroll(state, steps):
                for _ in range(steps):
                    state = state + 1
                return state
            """,
        "run.py": """\
            import jax
            import sim.rollout as ro


            @jax.jit
            def go(state, steps):
                return ro.unroll(state, steps)
            """,
    }, ["sim/rollout.py:2:20: JAX102"]),
    "a helper module without jax": ({
        "crop.py": """\
            def window(x, start):
                return x[start:start + 4]
            """,
        "train.py": """\
            import jax
            from crop import window


            @jax.jit
            def step(x, start):
                return window(x, start)
            """,
    }, ["crop.py:2:12: JAX107"]),
    # bridge_data_v2's jaxrl_m: `nonpytree_field` made in one file marks fields static in another.
    "near miss: a static-field maker imported from another file": ({
        "pkg/__init__.py": "",
        "pkg/common.py": """\
            import functools

            import flax

            nonpytree_field = functools.partial(flax.struct.field, pytree_node=False)
            """,
        "pkg/agent.py": """\
            import flax
            import jax
            import jax.numpy as jnp

            from pkg.common import nonpytree_field


            class Agent(flax.struct.PyTreeNode):
                w: jax.Array
                config: dict = nonpytree_field()

                @jax.jit
                def sample(self, x):
                    for _ in range(self.config["repeat"]):
                        x = x * self.w
                    return x + jnp.arange(self.config["steps"]).sum()
            """,
        "setup.py": "",
    }, []),
    # BrainPy's ShardedArray: the jitted caller reads the property; its setter, of the same name, never runs.
    "near miss: another file's property with a setter": ({
        "arrays.py": """\
            import jax


            @jax.tree_util.register_pytree_node_class
            class Box:
                def __init__(self, value):
                    self._value = value

                @property
                def value(self):
                    return self._value

                @value.setter
                def value(self, value):
                    self._value = value

                def tree_flatten(self):
                    return (self._value,), None

                @classmethod
                def tree_unflatten(cls, aux, children):
                    return cls(children[0])
            """,
        "use.py": """\
            import jax
            import jax.numpy as jnp

            from arrays import Box


            @jax.jit
            def f(x: Box):
                return x.value + 1.0


            f(Box(jnp.arange(3.0)))
            """,
    }, []),
    "near miss: called from untraced code only": ({
        "crop.py": "def window(x, start):\n    return x[start:start + 4]\n",
        "train.py": "import jax\nfrom crop import window\n\n\ndef step(x, start):\n    return window(x, start)\n",
    }, []),
    "near miss: a static argument passed on": ({
        "crop.py": "def window(x, start):\n    return x[start:start + 4]\n",
        "train.py": """\
            from functools import partial

            import jax
            from crop import window


            @partial(jax.jit, static_argnames="start")
            def step(x, start):
                return window(x, start)
            """,
    }, []),
    "an import cycle ends": ({
        "a.py": "import jax\nfrom b import g\n\n\n@jax.jit\ndef f(x):\n    return g(x)\n\n\ndef h(x):\n    if x > 0:\n        return x\n    return -x\n",
        "b.py": "from a import h\n\n\ndef g(x):\n    return h(x)\n",
    }, ["a.py:11:8: JAX101"]),
    "a class of another file, called through an instance": ({
        "model.py": """\
            import equinox as eqx
            import jax


            class Mlp(eqx.Module):
                weight: jax.Array
                depth: int

                def __call__(self, x):
                    for _ in range(self.depth):
                        x = self.weight * x
                    if x.sum() > 0:
                        x = -x
                    return x
            """,
        "train.py": """\
            import jax
            import jax.numpy as jnp
            from model import Mlp

            model = Mlp(jnp.ones(3), 2)


            @jax.jit
            def step(x):
                return model(x)
            """,
    }, ["model.py:12:12: JAX101"]),
    "a static field declared by another file's pytree class": ({
        "cache.py": KV_CACHE.format(time_axis="static_field(2)"),
        "config.py": """\
            import dataclasses


            @dataclasses.dataclass
            class Config:  # a plain dataclass, never a traced tree: its field says nothing
                time_axis: int = 2
            """,
        "utils.py": KV_USE,
    }, []),
    "a leaf of the same name in another file's pytree class": ({
        "cache.py": KV_CACHE.format(time_axis="2"),
        "utils.py": KV_USE,
    }, ["utils.py:11:12: JAX101"]),
    # jax#5186 (morphine): an instance of a class from another file, built from traced values while
    # tracing; its method runs on them, and so does its __init__ (DESC's Transform).
    "an imported class built in traced code": ({
        "optics.py": """            import jax.numpy as jnp
            import numpy as np


            class Aperture:
                def __init__(self, radius, grid):
                    self.radius = radius
                    self.grid = np.asarray(grid)

                def transmission(self, x):
                    return jnp.zeros(x.shape).at[x < self.radius].set(1.0)
            """,
        "demo.py": """            import jax
            from optics import Aperture


            @jax.jit
            def psf(radius, x):
                return Aperture(radius, x).transmission(x)
            """,
    }, ["optics.py:8:21: JAX104", "optics.py:11:38: JAX103"]),
    "an imported class built in traced code from constants": ({
        "optics.py": """            import jax.numpy as jnp
            import numpy as np


            class Aperture:
                def __init__(self, radius, grid):
                    self.radius = radius
                    self.grid = np.asarray(grid)

                def transmission(self, x):
                    return jnp.where(x < self.radius, 1.0, 0.0)
            """,
        "demo.py": """            import jax
            import numpy as np
            from optics import Aperture


            @jax.jit
            def psf(x):
                return Aperture(0.5, np.arange(3)).transmission(x)
            """,
    }, []),
    "two functions of another file jitted in one module are both traced": ({
        "env.py": """            import numpy as np


            def reset(rng):
                return np.random.randint(3)


            def step(state):
                if state > 0:
                    return state
                return -state
            """,
        "train.py": """            import jax
            from env import reset, step

            jit_reset = jax.jit(reset)
            jit_step = jax.jit(step)
            """,
    }, ["env.py:5:12: JAX204", "env.py:9:8: JAX101"]),
    "an imported class's __getitem__ runs on a traced index": ({
        "dists.py": """            import numpy as np


            class Table:
                def __getitem__(self, i):
                    table = np.arange(4)
                    return table[i]
            """,
        "use.py": """            import jax
            from dists import Table


            @jax.jit
            def pick(i):
                return Table()[i]
            """,
    }, ["dists.py:7:16: JAX104"]),
    # axlearn: the metric's test jits it, then checkifies the jitted function.
    "a check functionalized by the module that jits it": ({
        "metrics.py": CHECKED,
        "metrics_test.py": """            import jax
            from jax.experimental import checkify
            from metrics import score

            checked = checkify.checkify(jax.jit(score), errors=checkify.user_checks)
            """,
    }, []),
    "a check jitted bare by another module": ({
        "metrics.py": CHECKED,
        "train.py": """            import jax
            from metrics import score

            fast = jax.jit(score)
            """,
    }, ["metrics.py:6:5: JAX303"]),
    # init2winit's main.py, scico's example scripts: the program's own switch, which no importer gets.
    "a debug flag in a script no file imports": ({
        "pkg/__init__.py": "",
        "pkg/model.py": "import jax.numpy as jnp\n\n\ndef f(x):\n    return jnp.sin(x)\n",
        "main.py": DEBUG_MAIN,
        "examples/run_model.py": "import jax\nfrom pkg.model import f\n\njax.config.update('jax_disable_jit', True)\nprint(f(1.0))\n",
    }, []),
    # probdiffeq's benchmarks: each ends by calling its own main(), and the docs run it as a notebook.
    "a debug flag in a benchmark script that calls its own main": ({
        "pkg/__init__.py": "",
        "benchmarks/work_precision.py": "import jax\n\njax.config.update('jax_debug_nans', True)\n\n\n"
                                        "def main():\n    print(jax.jit(lambda x: x + 1)(1.0))\n\n\nmain()\n",
        "benchmarks/A0_work-precision.py": "import jax\n\njax.config.update('jax_debug_nans', True)\n",
        "run_all.py": "import jax\n\njax.config.update('jax_debug_nans', True)\n\n\ndef main():\n"
                      "    print(jax.jit(lambda x: x + 1)(1.0))\n\n\nmain()\n",
    }, []),
    # jf1uids: a simulation under tests/ (not a test module) runs at its top level and prints its result.
    "a debug flag in a script that ends by printing what it computed": ({
        "pkg/__init__.py": "",
        "tests/wind3d.py": "import jax\n\njax.config.update('jax_debug_nans', True)\n"
                           "val = jax.jit(lambda x: x * 2)(1.0)\nprint('val:', val)\n",
    }, []),
    "a debug flag in a module that ends by printing, imported by another": ({
        "pkg/__init__.py": "",
        "pkg/report.py": "import jax\n\njax.config.update('jax_debug_nans', True)\nprint('loaded')\n",
        "pkg/run.py": "from pkg import report\n",
    }, ["pkg/report.py:3:1: JAX304"]),
    "a debug flag in a module that ends by calling another module's function": ({
        "helpers.py": "def main():\n    pass\n",
        "lib.py": "import jax\nfrom helpers import main\n\njax.config.update('jax_debug_nans', True)\nmain()\n",
    }, ["lib.py:4:1: JAX304"]),
    "a debug flag in a script a test imports": ({
        "main.py": DEBUG_MAIN,
        "main_test.py": "from main import run\n\n\ndef test_run():\n    run()\n",
    }, ["main.py:3:1: JAX304"]),
    # maxtext: a stale test jits partial(generate, cfg) and calls it one argument short (TypeError).
    "a jitted partial of another file's function whose every call fails to bind": ({
        "gen.py": GENERATE,
        "asset.py": "import functools\nimport jax\nfrom gen import generate\n\n\ndef run(cfg, x):\n"
                    "    p = jax.jit(functools.partial(generate, cfg))\n    return p(x)\n",
    }, []),
    "a jitted partial of another file's function called with all it needs": ({
        "gen.py": GENERATE,
        "asset.py": "import functools\nimport jax\nfrom gen import generate\n\n\ndef run(cfg, x):\n"
                    "    p = jax.jit(functools.partial(generate, cfg))\n    return p(x, None)\n",
    }, ["gen.py:2:8: JAX101"]),
    # JAX-CORL: the config class is a plain @dataclass of another file, passed as a static argument.
    "a mutable dataclass of another file as a static argument": ({
        "config.py": CONFIG.format(decorator="@dataclass"),
        "train.py": UPDATE,
    }, ["train.py:13:17: JAX206"]),
    "a frozen dataclass of another file as a static argument": ({
        "config.py": CONFIG.format(decorator="@dataclass(frozen=True)"),
        "train.py": UPDATE,
    }, []),
    # DESC#998: `jax.jit(jax.jacrev(zernike_radial))(r, l, m, 0)` passes the defaulted order positionally.
    "a defaulted parameter another file's jit call passes": ({
        "basis.py": DEFAULTED_ORDER,
        "sensitivity.py": "import jax\nimport numpy as np\nfrom basis import radial\n\n"
                          "print(jax.jit(jax.jacrev(radial))(np.ones(3), 0))\n",
    }, ["basis.py:2:8: JAX101"]),
    "a defaulted parameter another file's jit call leaves out": ({
        "basis.py": DEFAULTED_ORDER,
        "sensitivity.py": "import jax\nimport numpy as np\nfrom basis import radial\n\n"
                          "print(jax.jit(jax.jacrev(radial))(np.ones(3)))\n",
    }, []),
    # Factories in another file (issue 11): the nested function a factory returns, jitted where it is made.
    "a jitted closure another file's factory returns": ({
        "pkg/__init__.py": "from .steps import make_step\n",
        "pkg/steps.py": FACTORY,
        "main.py": "import jax\nfrom pkg import make_step\n\nstep = make_step(2.0)\nfast = jax.jit(step)\n",
    }, ["pkg/steps.py:3:12: JAX101"]),
    "a closure another file's factory returns, called eagerly": ({
        "pkg/__init__.py": "from .steps import make_step\n",
        "pkg/steps.py": FACTORY,
        "main.py": "import jax\nfrom pkg import make_step\n\nstep = make_step(2.0)\nprint(step(1.0))\n",
    }, []),
    # netket#908: a NumPy schedule of another file handed to an optax optimiser by a file without jax.
    "an optax schedule another file's factory returns": ({
        "schedules.py": "import numpy as np\n\n\ndef restarts(eta):\n    def schedule(n):\n"
                        "        return np.cos(n) * eta\n\n    return schedule\n",
        "run.py": "import optax\nfrom schedules import restarts\n\nopt = optax.sgd(restarts(0.1))\n",
    }, ["schedules.py:6:16: JAX104"]),
    # qnlp#2: a gate of another file stores the traced phase its `__init__` is given; its NumPy
    # `array` property then runs on it.
    "an imported class's property reads what its __init__ stored": ({
        "gates.py": GATE.format(np="np"),
        "circuit.py": GATE_USE,
    }, ["gates.py:11:13: JAX104"]),
    "an imported class's property is jax.numpy throughout": ({
        "gates.py": GATE.format(np="jnp"),
        "circuit.py": GATE_USE,
    }, []),
    # celerite2#78: a term of another file compares what its `__init__` stored, called by a method
    # of a third file; a keyword argument carries the traced value.
    "an imported class's method branches on what its __init__ stored": ({
        "terms.py": TERM,
        "gp.py": "class GP:\n    def __init__(self, kernel, t):\n        self.K = kernel.value(t)\n",
        "fit.py": "import jax\nfrom gp import GP\nfrom terms import Term\n\n\n@jax.jit\ndef fit(q, t):\n"
                  "    return GP(Term(scale=2.0, q=q), t).K\n",
    }, ["terms.py:7:12: JAX101"]),
    "an imported class's method branches on a Python value its __init__ stored": ({
        "terms.py": TERM,
        "gp.py": "class GP:\n    def __init__(self, kernel, t):\n        self.K = kernel.value(t)\n",
        "fit.py": "import jax\nfrom gp import GP\nfrom terms import Term\n\n\n@jax.jit\ndef fit(q, t):\n"
                  "    return GP(Term(scale=2.0, q=0.3), t).K\n",
    }, []),
    # jim's prior tests: a bound method of another file's class jitted in a loop (it crashed JAX205).
    "a bound method of an imported class jitted in a loop": ({
        "prior.py": "class Prior:\n    def log_prob(self, z):\n        return z\n",
        "test_prior.py": "import jax\nfrom prior import Prior\n\n\ndef test():\n    p = Prior()\n"
                         "    for alpha in [1.0, 2.0]:\n        f = jax.jit(p.log_prob)\n        f(alpha)\n",
    }, ["test_prior.py:8:13: JAX205"]),
    # jax#21824: a dict of another file looked up with the elements of a traced array.
    "a dict of another file keyed by a tracer": ({
        "elements.py": "MASS = {1: 1.008, 8: 15.999}\nCOUNTS = [1, 8]\n",
        "geometry.py": "import jax\nimport jax.numpy as jnp\nfrom elements import COUNTS, MASS\n\n\n@jax.jit\n"
                       "def total(numbers):\n    return jnp.stack([MASS[z] for z in numbers]) + COUNTS[numbers[0]]\n",
    }, ["geometry.py:8:28: JAX109"]),
    # optax#197: a fresh optimizer per restart, passed as the static argument of another file's jit.
    "a fresh optax optimizer as another file's static argument": ({
        "inference.py": "from functools import partial\n\nimport jax\n\n\n@partial(jax.jit, static_argnums=0)\n"
                        "def run(opt, p):\n    return p + 1.0\n",
        "restarts.py": "import optax\nfrom inference import run\n\nfor r in range(3):\n    gt = optax.adam(0.05)\n"
                       "    run(gt, float(r))\n",
    }, ["restarts.py:6:9: JAX202"]),
    # dynamiqs#406: a jitted solver of another file calls the drive object the script passes it.
    "an object another file passes to a jitted function is called there": ({
        "solver.py": "import jax\n\n\n@jax.jit\ndef solve(drive, ts):\n    return jax.lax.map(lambda t: drive(t), ts)\n",
        "drives.py": "import equinox as eqx\nimport jax\n\n\nclass Step(eqx.Module):\n    at: jax.Array\n\n"
                     "    def __call__(self, t):\n        if t < self.at:\n            return 0.0\n        return 1.0\n",
        "run.py": "import jax.numpy as jnp\nfrom drives import Step\nfrom solver import solve\n\n"
                  "solve(Step(jnp.array(1.0)), jnp.linspace(0.0, 2.0, 5))\n",
    }, ["drives.py:9:12: JAX101"]),
    "an object another file passes to a jitted function branches on its own Python field": ({
        "solver.py": "import jax\n\n\n@jax.jit\ndef solve(drive, ts):\n    return jax.lax.map(lambda t: drive(t), ts)\n",
        "drives.py": "import equinox as eqx\nimport jax.numpy as jnp\n\n\nclass Step(eqx.Module):\n"
                     "    at: float = eqx.field(static=True)\n\n"
                     "    def __call__(self, t):\n        if self.at > 0:\n            return jnp.where(t < self.at, 0.0, 1.0)\n"
                     "        return 1.0\n",
        "run.py": "import jax.numpy as jnp\nfrom drives import Step\nfrom solver import solve\n\n"
                  "solve(Step(1.0), jnp.linspace(0.0, 2.0, 5))\n",
    }, []),
    # DiffeRT#326: a benchmarked function builds its optimizer per call; the jit is another file's.
    "a fresh optax optimizer per call of a function a loop calls, for another file's jit": ({
        "optimize.py": MINIMIZE,
        "bench.py": "import optax\nfrom optimize import minimize\n\n\ndef once(p):\n"
                    "    opt = optax.chain(optax.clip(1.0), optax.sgd(0.1))\n    return minimize(p, optimizer=opt)\n"
                    "\n\nfor r in range(3):\n    once(float(r))\n",
    }, ["bench.py:7:34: JAX202"]),
    "an optax optimizer built once, for another file's jit": ({
        "optimize.py": MINIMIZE,
        "bench.py": "import optax\nfrom optimize import minimize\n\nOPT = optax.sgd(0.1)\n\n\ndef once(p):\n"
                    "    return minimize(p, optimizer=OPT)\n\n\nfor r in range(3):\n    once(float(r))\n",
    }, []),
    # equinox#940: `fit` builds its optimizer for another file's filter_jit step; a third file's loop calls it.
    "a fresh optax optimizer per call, for another file's filter_jit, called by a third file's loop": ({
        "step.py": "import equinox as eqx\n\n\n@eqx.filter_jit\ndef step(p, optimizer):\n    return p\n",
        "fit.py": "import optax\nfrom step import step\n\n\ndef fit(p):\n    optimizer = optax.adam(0.1)\n"
                  "    return step(p, optimizer)\n",
        "folds.py": "from fit import fit\n\nfor fold in range(4):\n    fit(float(fold))\n",
    }, ["fit.py:7:20: JAX202"]),
}


@pytest.mark.parametrize("name", list(CASES))
def test_project(project, name):
    files, expected = CASES[name]
    for rel, text in files.items():
        project.write(rel, textwrap.dedent(text))
    run = project.run("--no-cache", "--no-color", ".")
    assert sorted(run.located()) == sorted(expected), run.stdout + run.stderr
    assert run.returncode == (1 if expected else 0)


def test_warm_run_reads_the_project_from_the_cache(project):
    files, expected = CASES["relative import, two hops"]
    for rel, text in files.items():
        project.write(rel, textwrap.dedent(text))
    cold = project.run("--no-color", ".")
    warm = project.run("--no-color", ".")
    assert sorted(warm.located()) == sorted(cold.located()) == expected
    project.write("pkg/train.py", textwrap.dedent(files["pkg/train.py"]).replace("@jax.jit\n", ""))
    assert project.run("--no-color", ".").located() == []  # the edit reaches helpers.py's entry
