"""Rules that need facts of another project file's functions (Rule.project_facts): a real CLI run on a
two-file project, as `jaxlint .` lints a checkout."""

SAMPLING = '''import jax


def perturb(key, params, scale):
    return params + scale * jax.random.normal(key, params.shape)
'''

SEARCH = '''import jax

from sampling import perturb


def propose_pair(key, params):
    left = perturb(key, params, 0.1)
    right = perturb(key, params, -0.1)
    return left, right
'''

SEARCH_SPLIT = SEARCH.replace("    left = perturb(key, params, 0.1)\n    right = perturb(key, params, -0.1)",
                              "    k1, k2 = jax.random.split(key)\n    left = perturb(k1, params, 0.1)\n"
                              "    right = perturb(k2, params, -0.1)")

OPS = '''from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("num_steps",))
def integrate(x, dt, num_steps):
    for _ in range(num_steps):
        x = x + dt * jnp.sin(x)
    return x


@partial(jax.jit, static_argnames=("shape",))
def zeros(shape):
    return jnp.zeros(shape)
'''

RUN = '''import jax.numpy as jnp

from ops import integrate, zeros


def sweep(x):
    out = []
    for n in range(10, 60, 10):
        out.append(integrate(x, 0.01, num_steps=n))
        out.append(zeros(n))
    return out
'''


def _lines(run, code):
    return [line.split(": ")[0] for line in run.lines if f" {code} " in line]


def _flagged_then_clear(project, code: str, files: dict, expected: list, said: str, fixed: tuple) -> None:
    """Lint the project `files` make: `code` at exactly `expected`, a message saying `said`; then with
    `fixed` = (path, its new text), nothing."""
    for path, text in files.items():
        project.write(path, text)
    run = project.run("--no-cache", "--select", code, ".")
    assert _lines(run, code) == expected
    assert said in run.stdout
    project.write(*fixed)
    assert project.run("--no-cache", "--select", code, ".").stdout.strip() == "All clear."


def test_a_key_consumed_by_another_files_function(project):
    project.write("sampling.py", SAMPLING)
    project.write("search.py", SEARCH)
    run = project.run("--no-cache", "--select", "JAX203", ".")
    assert _lines(run, "JAX203") == ["search.py:8:21"]
    assert "perturb() already consumed it on line 7" in run.stdout


def test_split_keys_for_another_files_function(project):
    project.write("sampling.py", SAMPLING)
    project.write("search.py", SEARCH_SPLIT)
    run = project.run("--no-cache", "--select", "JAX203", ".")
    assert run.stdout.strip() == "All clear."


def test_a_static_argument_declared_in_another_file(project):
    project.write("ops.py", OPS)
    project.write("run.py", RUN)
    run = project.run("--no-cache", "--select", "JAX202", ".")
    # `shape` is a shape (no traced value can serve): only the loop count is flagged
    assert _lines(run, "JAX202") == ["run.py:9:49"]
    assert "jax.lax.fori_loop(0, num_steps, body, init)" in run.stdout


def test_a_single_file_run_reads_the_other_files_facts(project):
    """As pre-commit runs it: only the changed file is named, the rest of the project is context."""
    project.write("pyproject.toml", "[tool.jaxlint]\n")
    project.write("sampling.py", SAMPLING)
    project.write("search.py", SEARCH)
    run = project.run("--no-cache", "--select", "JAX203", "search.py")
    assert _lines(run, "JAX203") == ["search.py:8:21"]


EVALUATOR = '''import jax
import jax.numpy as jnp


def evaluator_setup(key_e, params):
    evaluator = jax.jit(lambda p, keys: jax.vmap(lambda k: jax.random.normal(k, ()))(keys) + p)
    key_e, *eval_keys = jax.random.split(key_e, 3)
    return evaluator, (params, jnp.stack(eval_keys))
'''

TRAIN = '''import jax
import jax.numpy as jnp

from evaluator import evaluator_setup


def run(key_e, params, n_evals):
    evaluator, (params, eval_keys) = evaluator_setup(key_e, params)
    for _ in range(n_evals):
        key_e, *eval_keys = jax.random.split(key_e, 3)
        eval_keys = jnp.stack(eval_keys)
        evaluator(params, eval_keys)
'''


def test_keys_another_files_setup_made_and_the_caller_overwrites(project):
    """Stoix's set-up consumes the key, but each caller overwrites the keys it returns before reading
    them; reading them first would draw the loop's first episodes twice."""
    project.write("evaluator.py", EVALUATOR)
    project.write("train.py", TRAIN)
    run = project.run("--no-cache", "--select", "JAX203", ".")
    assert run.stdout.strip() == "All clear."
    project.write("train.py", TRAIN.replace("    for _ in range(n_evals):\n",
                                            "    evaluator(params, eval_keys)\n    for _ in range(n_evals):\n"))
    run = project.run("--no-cache", "--select", "JAX203", ".")
    assert _lines(run, "JAX203") == ["train.py:11:46"]
    assert "evaluator_setup() already consumed it on line 8" in run.stdout


GRID = '''import jax.numpy as jnp


def time_grid(t_span, n_steps):
    if isinstance(t_span, float):
        t0, t1 = 0.0, t_span
    else:
        t0, t1 = t_span
    return jnp.linspace(t0, t1, n_steps + 1)
'''

SIMULATE = '''from functools import partial

import jax

from grid import time_grid


@partial(jax.jit, static_argnames="n_steps")
def decay(y0, rate, t_span, n_steps):
    ts = time_grid(t_span, n_steps)
    return y0 * jax.numpy.exp(-rate * ts[-1])


print(decay(1.0, 0.5, 2.0, 20))
'''


def test_a_literal_passed_to_a_jitted_caller_reaches_another_files_type_check(project):
    """jax#1080's shape: the float the script passes is a tracer by the time the helper tests it."""
    project.write("pyproject.toml", "[tool.jaxlint]\n")
    project.write("grid.py", GRID)
    project.write("simulate.py", SIMULATE)
    run = project.run("--no-cache", "--select", "JAX110", ".")
    assert _lines(run, "JAX110") == ["grid.py:5:8"]
    assert "the Python number the caller passes (`2.0`)" in run.stdout
    # pre-commit names the changed helper alone: the caller's literal still comes from the project
    assert _lines(project.run("--no-cache", "--select", "JAX110", "grid.py"), "JAX110") == ["grid.py:5:8"]
    project.write("simulate.py", SIMULATE.replace("decay(1.0, 0.5, 2.0, 20)", "decay(1.0, 0.5, (0.0, 2.0), 20)"))
    assert project.run("--no-cache", "--select", "JAX110", ".").stdout.strip() == "All clear."


ATTENTION = '''import jax.numpy as jnp


class Cache:
    def write(self, cache, x, start):
        if isinstance(start, int):
            return cache.at[start:start + x.shape[0]].set(x)
        return cache.at[start].set(x[0])
'''

DECODE = '''import jax
import jax.numpy as jnp

from attention import Cache

cache = Cache()
write = jax.jit(cache.write)
print(write(jnp.zeros((8, 4)), jnp.ones((3, 4)), 0))
'''


def test_a_literal_passed_to_another_files_jitted_method(project):
    """trax#462's shape: `jax.jit(obj.method)` in one file, the int offset it is called with tested in the other."""
    _flagged_then_clear(project, "JAX110", {"attention.py": ATTENTION, "decode.py": DECODE}, ["attention.py:6:12"],
                        "", ("decode.py", DECODE.replace("jnp.ones((3, 4)), 0)", "jnp.ones((3, 4)), jnp.int32(0))")))


DFT = '''from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=(1,))
def dft(plane, npix):
    return jnp.fft.fft(plane, n=npix)
'''

PSF = '''import jax.numpy as jnp

from dft import dft


def psf(pupil, fov, scale):
    npix = jnp.round(fov / scale).astype(int)
    return dft(pupil, npix)
'''


def test_an_array_to_a_static_argument_of_another_files_jitted_function(project):
    """jax#6233's shape: the size is a jnp result, the function that makes it static is in another file."""
    _flagged_then_clear(project, "JAX206", {"dft.py": DFT, "psf.py": PSF}, ["psf.py:8:23"],
                        "passed to static `npix` of jitted dft",
                        ("psf.py", PSF.replace("jnp.round(fov / scale).astype(int)", "int(round(fov / scale))")))


RUNNER_FACTORY = '''from functools import partial

import jax
import jax.numpy as jnp


def make_runner(step_size):
    @partial(jax.jit, static_argnums=(1, 2))
    def run(position, momentum, decay):
        return jnp.dot(position, momentum) * step_size * 0.99 ** decay

    return run
'''

WARMUP = '''import jax

from runner import make_runner


def warmup(key, position):
    run = make_runner(0.1)
    for key in jax.random.split(key, 3):
        momentum = jax.random.normal(key, position.shape)
        run(position, momentum, 4)
'''


def test_a_static_argument_of_a_jitted_function_another_files_factory_returns(project):
    """mcx#58's shape: `run = make_runner(...)` in another file returns a function jitted with static
    arrays; its facts are read under the factory's name, and a step counter there is seen as well."""
    _flagged_then_clear(project, "JAX206", {"runner.py": RUNNER_FACTORY, "warmup.py": WARMUP}, ["warmup.py:10:23"],
                        "passed to static `momentum` of jitted run",
                        ("runner.py", RUNNER_FACTORY.replace("(1, 2)", "(2,)")))
    counted = WARMUP.replace("for key in", "for i, key in enumerate(").replace(", 3):", ", 3)):").replace(
        "run(position, momentum, 4)", "run(position, momentum, i)")
    project.write("runner.py", RUNNER_FACTORY.replace("(1, 2)", "(2,)"))
    project.write("warmup.py", counted)
    run = project.run("--no-cache", "--select", "JAX202", ".")
    assert _lines(run, "JAX202") == ["warmup.py:10:33"]
    assert "`decay` of jitted run is static" in run.stdout


MOMENTUM = '''class Momentum:
    def __init__(self, momentum=0.9):
        self.momentum = momentum

    def __call__(self, lr, grads, momentum=None):
        momentum = momentum or self.momentum
        return lr * grads * momentum
'''

TRAIN_OP = '''import jax


def make_train_op(opt):
    @jax.jit
    def train_op(lr, grads, momentum):
        return opt(lr, grads, momentum)

    return train_op
'''

RUN_TRAIN_OP = '''import jax.numpy as jnp

from momentum import Momentum
from train import make_train_op

if __name__ == "__main__":
    train_op = make_train_op(Momentum(momentum=0.9))
    train_op(0.05, jnp.ones(3), 0.5)
'''


def test_what_other_files_pass_to_a_factory_and_to_the_jitted_function_it_returns(project):
    """objax#92's shape: the optimizer instance reaches the factory from a third file, and that file
    calls the jitted train op with a Python float, which jit traces: `momentum or ...` is a bool of a
    tracer."""
    _flagged_then_clear(project, "JAX101", {"momentum.py": MOMENTUM, "train.py": TRAIN_OP, "run.py": RUN_TRAIN_OP},
                        ["momentum.py:6:20"], "`momentum` is a traced array in `Momentum.__call__`",
                        ("momentum.py", MOMENTUM.replace("momentum or self.momentum",
                                                         "self.momentum if momentum is None else momentum")))


CONTROLLER = '''from functools import partial

import jax
import jax.numpy as jnp


class Controller:
    @partial(jax.jit, static_argnums=(0, 2))
    def update(self, state, horizon):
        return jnp.zeros(horizon) + state[0]
'''

DRIVE = '''import jax.numpy as jnp

from controller import Controller

ctrl = Controller()
ctrl.update((jnp.array(1.0), jnp.array(0.0)), 8)
ctrl.update((jnp.array(1.0), jnp.array(0.0)), jnp.array(8))
'''


def test_static_arguments_of_another_files_jitted_method_skip_the_bound_self(project):
    """CoVO-MPC's controller: `self` is static, the state after it is traced; the bound call shifts them."""
    project.write("controller.py", CONTROLLER)
    project.write("drive.py", DRIVE)
    run = project.run("--no-cache", "--select", "JAX206", ".")
    assert _lines(run, "JAX206") == ["drive.py:7:47"]
    assert "passed to static `horizon` of jitted update" in run.stdout


STEPS = '''import equinox as eqx
import jax.numpy as jnp


@eqx.filter_jit
def make_step(model, x, step):
    return model, jnp.minimum(1.0, (step + 1) / 20) * x
'''

LOOP = '''import jax.numpy as jnp

from steps import make_step


def train(model, x):
    for step in range(10):
        model, x = make_step(model, x, step)
    for step in range(10):
        model, x = make_step(model, x, jnp.int32(step))
'''


def test_a_python_int_counter_to_another_files_filter_jit(project):
    """equinox#645: filter_jit makes the Python int static, the loop is in another file."""
    project.write("steps.py", STEPS)
    project.write("train.py", LOOP)
    run = project.run("--no-cache", "--select", "JAX202", ".")
    assert _lines(run, "JAX202") == ["train.py:8:40"]
    assert "is a Python int under filter_jit" in run.stdout


def test_a_file_without_a_jax_import_that_calls_another_files_jitted_function(project):
    """jax#2813: the pipeline imports only the project's jitted resize; its list static argument counts."""
    project.write("dft.py", DFT)
    project.write("pipeline.py", "from dft import dft\n\n\ndef run(plane):\n    return dft(plane, [8, 8])\n")
    run = project.run("--no-cache", "--select", "JAX206", ".")
    assert _lines(run, "JAX206") == ["pipeline.py:5:23"]
    project.write("pipeline.py", "from dft import dft\n\n\ndef run(plane):\n    return dft(plane, 8)\n")
    assert project.run("--no-cache", "--select", "JAX206", ".").stdout.strip() == "All clear."


EVALUATOR_CLASS = '''import jax
import jax.numpy as jnp


class Evaluator:
    def _metrics(self, params, batch):
        return jnp.mean(params * batch)

    def evaluate(self, params, batch):
        return jax.jit(self._metrics)(params, batch)
'''

EVAL = '''import jax.numpy as jnp

from evaluator import Evaluator


def main(batches):
    evaluator = Evaluator()
    for batch in batches:
        evaluator.evaluate(jnp.ones(3), batch)
'''


def test_a_helper_jitting_a_bound_method_that_another_files_loop_calls(project):
    """jax#19570: evaluate() jits a new bound method each call; the loop calling it is in eval.py."""
    _flagged_then_clear(project, "JAX205", {"evaluator.py": EVALUATOR_CLASS, "eval.py": EVAL}, ["evaluator.py:10:16"],
                        "which a loop in `main` (eval.py) calls",
                        ("eval.py", EVAL.replace("    for batch in batches:\n        evaluator", "    evaluator")))


FIXED_SEED_STEP = '''import jax
import jax.numpy as jnp


def loss_fn(params, x, rng):
    return jnp.mean(params * x * jax.random.bernoulli(rng, 0.5, x.shape))


@jax.jit
def train_step(params, x):
    rng = jax.random.key(0)
    return jax.grad(loss_fn)(params, x, rng)
'''

FIXED_SEED_LOOP = '''import jax.numpy as jnp

from step import train_step


def main(params):
    for _ in range(3):
        params = params - train_step(params, jnp.ones(3))
'''


def test_a_fixed_seed_key_in_a_jitted_step_that_another_files_loop_calls(project):
    """omega#14: the jitted step makes its dropout key from a literal seed; the loop is in train.py."""
    _flagged_then_clear(project, "JAX203", {"step.py": FIXED_SEED_STEP, "train.py": FIXED_SEED_LOOP}, ["step.py:11:11"],
                        "on every call of `train_step`, which a loop in `main` (train.py) calls",
                        ("train.py", FIXED_SEED_LOOP.replace("    for _ in range(3):\n        params", "    params")))


DATASET = '''import jax


class Shuffled:
    def __init__(self, data, key):
        self.data = data
        self.key = key

    def order(self):
        return jax.random.permutation(self.key, self.data.shape[0])

    def batches(self, size):
        order = self.order()
        for start in range(0, self.data.shape[0], size):
            yield self.data[order[start:start + size]]
'''

EPOCHS = '''import jax
import jax.numpy as jnp

from dataset import Shuffled


def train(n_epochs):
    ds = Shuffled(jnp.arange(8), jax.random.key(0))
    for epoch in range(n_epochs):
        for batch in ds.batches(4):
            print(epoch, batch)
'''


def test_a_stored_key_drawn_by_a_method_another_files_loop_runs_on_one_object(project):
    """marin#2869: every epoch shuffles with the key the dataset kept; a new dataset per epoch does not."""
    renewed = EPOCHS.replace("    ds = Shuffled(jnp.arange(8), jax.random.key(0))\n    for epoch in range(n_epochs):\n",
                             "    for epoch in range(n_epochs):\n        ds = Shuffled(jnp.arange(8), jax.random.key(epoch))\n")
    _flagged_then_clear(project, "JAX203", {"dataset.py": DATASET, "epochs.py": EPOCHS}, ["dataset.py:10:39"],
                        "a loop in `train` (epochs.py) calls `batches` on one object, and `batches` calls `order`",
                        ("epochs.py", renewed))


HAIKU_NET = '''import haiku as hk
import jax


class DropoutMLP(hk.Module):
    def __call__(self, x):
        return hk.dropout(hk.next_rng_key(), 0.5, hk.Linear(8)(x))


def forward(x):
    return DropoutMLP()(x)


net = hk.transform(forward)
'''

HAIKU_STEP = '''import jax

from net import net


@jax.jit
def update(params, key, x):
    return net.apply(params, key, x)


def fit(params, x, key, steps):
    for _ in range(steps):
        params = update(params, key, x)
    return params
'''


def test_a_haiku_transform_of_another_file_draws_from_the_key_apply_gets(project):
    """dm-haiku#585: `net = hk.transform(forward)` in net.py; `net.apply(params, key, x)` in a jitted step
    the loop gives one key every step."""
    _flagged_then_clear(project, "JAX203", {"net.py": HAIKU_NET, "train.py": HAIKU_STEP}, ["train.py:13:33"],
                        "consumed by update() on every iteration of the loop",
                        ("net.py", HAIKU_NET.replace("hk.dropout(hk.next_rng_key(), 0.5, hk.Linear(8)(x))",
                                                     "hk.Linear(8)(x)")))


def test_a_file_without_a_jax_import_passes_one_key_to_another_files_sampler_twice(project):
    """signax PR #19: the data set-up imports only the project's samplers and draws the train and
    evaluation sets from one key."""
    setup = ("from sampling import perturb\n\n\ndef datasets(key, params):\n    train = perturb(key, params, 1.0)\n"
             "    evals = perturb(key, params, 1.0)\n    return train, evals\n")
    _flagged_then_clear(project, "JAX203", {"sampling.py": SAMPLING, "setup.py": setup}, ["setup.py:6:21"],
                        "perturb() already consumed it on line 5",
                        ("setup.py", setup.replace("(key, params):", "(key, eval_key, params):")
                                     .replace("evals = perturb(key", "evals = perturb(eval_key")))


SAFE_KEY = '''import jax


class SafeKey:
    def __init__(self, key):
        self._key = key

    def split(self, num_keys=2):
        return tuple(SafeKey(k) for k in jax.random.split(self._key, num_keys))
'''

SAMPLER = '''import jax

from prng import SafeKey


class Sampler:
    def __init__(self, seed):
        self.safe_key = SafeKey(jax.random.key(seed))

    def sample(self, n):
        out = []
        for _ in range(n):
            self.safe_key, used = self.safe_key.split()
            out.append(used)
        return out
'''


def test_a_loop_storing_the_new_key_object_another_files_method_returns(project):
    """ColabDesign's SafeKey (from AlphaFold): `split()` returns new wrappers and the loop stores one
    back, so no wrapper splits twice; a loop that keeps the old wrapper splits one key every time."""
    _flagged_then_clear(project, "JAX203", {"prng.py": SAFE_KEY, "sampler.py": SAMPLER.replace(
        "self.safe_key, used = self.safe_key.split()", "_, used = self.safe_key.split()")}, ["prng.py:9:59"],
        "a loop in `sample` (sampler.py) calls it on one object", ("sampler.py", SAMPLER))


ENV = '''import jax.numpy as jnp


class Env:
    def __init__(self, dt=0.02):
        self.dt = dt

    def step(self, state, action):
        state = state + self.dt * action
        print("obs:", state)
        return state, state
'''

ROLLOUT = '''import jax


def make_rollout(env):
    def body(state, action):
        return env.step(state, action)

    @jax.jit
    def rollout(state, actions):
        return jax.lax.scan(body, state, actions)

    return rollout
'''

RUN_ROLLOUT = '''import jax.numpy as jnp

from env import Env
from rollout import make_rollout

rollout = make_rollout(Env())
final, states = rollout(jnp.zeros(3), jnp.ones((4, 3)))
'''


def test_an_instance_another_file_passes_to_a_factory_whose_jitted_product_runs_its_method(project):
    """mujoco#1373: the env is made in run.py and handed to the rollout factory of rollout.py, whose
    jitted scan steps it, so the env's print runs at trace time."""
    _flagged_then_clear(project, "JAX302", {"env.py": ENV, "rollout.py": ROLLOUT, "run.py": RUN_ROLLOUT},
                        ["env.py:10:9"], "print() of traced `state` runs once, at trace time",
                        ("env.py", ENV.replace('print("obs:", state)', 'jax.debug.print("obs: {}", state)')
                         .replace("import jax.numpy as jnp", "import jax")))


def test_switch_branches_listed_in_another_file(project):
    """`lax.switch(i, BRANCHES, x)` with `BRANCHES = [ramp_zero, ramp_one]` (module-level lambdas and a
    def) imported from another file: every branch is traced; a chained comparison in one raises."""
    branches = ("import jax.numpy as jnp\n\n"
                "ramp_zero = lambda x: jnp.where(0.0 < x < 1.0, x, 0.0)\n\n\n"
                "def ramp_one(x):\n    return jnp.where(0.0 < x < 1.0, x, 1.0)\n\n\n"
                "BRANCHES = [ramp_zero, ramp_one]\n")
    model = ("import jax\nfrom jax import lax\n\nfrom branches import BRANCHES\n\n\n"
             "def piecewise(index, x):\n    return lax.switch(index, BRANCHES, x)\n\n\n"
             "slope = jax.grad(piecewise, argnums=1)\n")
    _flagged_then_clear(project, "JAX101", {"branches.py": branches, "model.py": model},
                        ["branches.py:3:33", "branches.py:7:22"], "under jax.lax.switch (applied in model.py:8)",
                        ("branches.py", branches.replace("0.0 < x < 1.0", "(0.0 < x) & (x < 1.0)")))


def test_a_new_instance_of_another_files_class_as_static_self(project):
    """dm-haiku#196: a loop builds a new Updater (a plain class of another file, hashed by identity) for
    each member and calls its methods jitted with `self` static: every call compiles again."""
    updater = ("import functools\n\nimport jax\n\n\nclass Updater:\n"
               "    def __init__(self, lr):\n        self.lr = lr\n\n"
               "    @functools.partial(jax.jit, static_argnums=0)\n"
               "    def update(self, params, grads):\n        return params - self.lr * grads\n")
    search = ("from updater import Updater\n\n\ndef evolve(params, grads, members):\n"
              "    for _ in range(members):\n        updater = Updater(1e-2)\n"
              "        params = updater.update(params, grads)\n    return params\n")
    _flagged_then_clear(project, "JAX202", {"updater.py": updater, "search.py": search}, ["search.py:7:18"],
                        "passes a new Updater on every iteration as static `self` of jitted update",
                        ("search.py", search.replace("    for _ in range(members):\n        updater = Updater(1e-2)\n",
                                                     "    updater = Updater(1e-2)\n    for _ in range(members):\n")))


def test_a_registered_node_of_another_file_keeps_its_aux_static(project):
    """qutip-jax: `register_pytree_node(Dia, Dia._flatten, Dia._unflatten)` in one file; jitted functions
    of another file loop over the offsets and call a classmethod jitted with static `cls`. Offsets in
    the children are traced (JAX101 on the test); moved to the aux data, nothing is flagged (the count
    the class works out from them, and the class passed as `cls`, stay static)."""
    dia = ("import functools\n\nimport jax\nfrom jax import tree_util\n\n\nclass Dia:\n"
           "    def __init__(self, data, offsets):\n        self.data = data\n        self.offsets = offsets\n"
           "        self.num_diags = len(offsets)\n\n"
           "    def _flatten(self):\n        children = (self.data, self.offsets)\n        aux = {}\n"
           "        return (children, aux)\n\n"
           "    @classmethod\n    def _unflatten(cls, aux, children):\n        return cls(*children)\n\n"
           "    @classmethod\n    @functools.partial(jax.jit, static_argnames=['cls', 'offsets'])\n"
           "    def fast(cls, data, offsets):\n        return cls(data, offsets)\n\n\n"
           "tree_util.register_pytree_node(Dia, Dia._flatten, Dia._unflatten)\n")
    ops = ("import jax\n\nfrom dia import Dia\n\n\n@jax.jit\ndef upper(m):\n    kept = []\n"
           "    for i in range(m.num_diags):\n        if m.offsets[i] >= 0:\n            kept.append(m.data[i])\n"
           "    return Dia.fast(m.data, offsets=(0,))\n")
    fixed = dia.replace("children = (self.data, self.offsets)\n        aux = {}",
                        "children = (self.data,)\n        aux = {'offsets': self.offsets}") \
        .replace("return cls(*children)", "return cls(children[0], aux['offsets'])")
    project.write("dia.py", dia)
    project.write("ops.py", ops)
    run = project.run("--no-cache", "--select", "JAX101,JAX102,JAX206", ".")
    assert [line.split(": ")[0] for line in run.lines if "JAX" in line] == ["ops.py:10:12"]
    assert "JAX101 `m.offsets[i] >= 0` is a traced array" in run.stdout
    project.write("dia.py", fixed)
    assert project.run("--no-cache", "--select", "JAX101,JAX102,JAX206", ".").stdout.strip() == "All clear."


def test_a_debug_switch_in_pytests_conftest_is_the_test_sessions(project):
    """bartz: `tests/conftest.py` switches jax_debug_nans on for the test session on purpose; the same
    line in a module the tests import switches it on for every importer."""
    switch = "import jax\n\njax.config.update('jax_debug_nans', True)\n"
    project.write("tests/conftest.py", switch)
    project.write("tests/test_ok.py", "def test_ok():\n    assert True\n")
    assert project.run("--no-cache", "--select", "JAX304", ".").stdout.strip() == "All clear."
    project.write("tests/helpers.py", switch)
    project.write("tests/test_ok.py", "import helpers\n\n\ndef test_ok():\n    assert helpers\n")
    assert _lines(project.run("--no-cache", "--select", "JAX304", "."), "JAX304") == ["tests/helpers.py:3:1"]
