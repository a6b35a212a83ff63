"""What the model knows about JAX's APIs: which calls trace a function, and which calls are concrete.

Every table is keyed by canonical qualified name (see `imports.canonical`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional


@dataclass(frozen=True)
class Transform:
    """A JAX API that traces the functions it is given.

    label: the kind of transformation recorded on traced code ("jit", "vmap", "grad", "scan", ...).
    abstract: its tracers carry no values, so Python control flow on them raises. Differentiation
        alone (grad, jvp, ...) is not abstract: its tracers wrap concrete values (seed chapter §4.1).
    fn_args: positions and keyword names of the arguments that are functions it traces.
    params: how it treats the traced function's parameters: "jit" (static arguments are concrete),
        "vmap" (`in_axes=None` passes through), "grad" (only `argnums` are traced), "all" (every
        parameter is traced, as for loop bodies and branches), "model" (none is: a probabilistic
        model's arguments are the user's data).
    """

    label: str
    abstract: bool
    fn_args: tuple = (0,)
    fn_kwargs: tuple = ("fun", "f")
    params: str = "all"
    decorator: bool = True
    static_argnums_kw: tuple = ("static_argnums",)
    branch_list: bool = False  # lax.switch takes a sequence of branches
    passes: Optional[int] = None  # how many arguments a loop passes its body (scan: carry and x)
    carry: Optional[tuple] = None  # (the body's carry parameter, the loop call's init position and keyword)


def _jit(label: str, static_argnums_kw: tuple = ("static_argnums",)) -> Transform:
    return Transform(label, True, params="jit", static_argnums_kw=static_argnums_kw)


_GRAD = Transform("grad", False, params="grad")
_BODY = dict(abstract=True, decorator=False)

TRANSFORMS: dict[str, Transform] = {
    "jax.jit": _jit("jit"),
    "jax.pmap": _jit("pmap", ("static_broadcasted_argnums",)),
    "flax.nnx.jit": _jit("jit"),
    "flax.linen.jit": _jit("jit"),
    "equinox.filter_jit": Transform("jit", True, params="filter_jit"),
    "jax.vmap": Transform("vmap", True, params="vmap"),
    "equinox.filter_vmap": Transform("vmap", True, params="vmap"),
    "flax.nnx.vmap": Transform("vmap", True, params="vmap"),
    "jax.shard_map": Transform("shard_map", True, params="shard_map"),
    "jax.checkpoint": Transform("checkpoint", True, params="jit"),
    "jax.remat": Transform("checkpoint", True, params="jit"),
    "equinox.filter_checkpoint": Transform("checkpoint", True),
    "jax.eval_shape": Transform("eval_shape", True, decorator=False),
    "jax.make_jaxpr": Transform("make_jaxpr", True, params="jit"),
    "jax.checkify.checkify": Transform("checkify", True),
    "jax.grad": _GRAD,
    "jax.value_and_grad": _GRAD,
    "jax.jacfwd": _GRAD,
    "jax.jacrev": _GRAD,
    "jax.hessian": _GRAD,
    "equinox.filter_grad": Transform("grad", False),
    "equinox.filter_value_and_grad": Transform("grad", False),
    "flax.nnx.grad": _GRAD,
    "jax.jvp": Transform("grad", False, decorator=False),
    "jax.vjp": Transform("grad", False, decorator=False),
    "jax.linearize": Transform("grad", False, decorator=False),
    "jax.custom_jvp": Transform("custom_derivative", False),
    "jax.custom_vjp": Transform("custom_derivative", False),
    "jax.named_call": Transform("named_call", False),
    "jax.lax.scan": Transform("scan", fn_kwargs=("f",), passes=2, carry=(0, 1, "init"), **_BODY),
    "jax.lax.map": Transform("scan", fn_kwargs=("f",), passes=1, **_BODY),
    "jax.lax.associative_scan": Transform("scan", fn_kwargs=("fn",), passes=2, **_BODY),
    "jax.lax.fori_loop": Transform("fori_loop", fn_args=(2,), fn_kwargs=("body_fun",), passes=2,
                                   carry=(1, 3, "init_val"), **_BODY),
    "jax.lax.while_loop": Transform("while_loop", fn_args=(0, 1), fn_kwargs=("cond_fun", "body_fun"), passes=1,
                                    carry=(0, 2, "init_val"), **_BODY),
    "jax.lax.cond": Transform("cond", fn_args=(1, 2), fn_kwargs=("true_fun", "false_fun"), **_BODY),
    "jax.lax.switch": Transform("cond", fn_args=(1,), fn_kwargs=("branches",), branch_list=True, **_BODY),
    "equinox.internal.while_loop": Transform("while_loop", fn_args=(0, 1), **_BODY),
    # odeint jits its integrator around the dynamics `func(y, t, *args)`: the state and time are tracers.
    "jax.experimental.ode.odeint": Transform("odeint", fn_kwargs=("func",), passes=2, **_BODY),
    # jnp.apply_along_axis vmaps the function it is given over the 1-D slices.
    "jax.numpy.apply_along_axis": Transform("vmap", fn_kwargs=("func1d",), passes=1, **_BODY),
    # flax nnx's lifted transformations take modules as arguments (their state is traced).
    "flax.nnx.scan": Transform("scan", True),
    "flax.nnx.remat": Transform("checkpoint", True, params="jit"),  # static_argnums as jax.checkpoint
    "flax.nnx.shard_map": Transform("shard_map", True, params="shard_map"),
    "flax.nnx.eval_shape": Transform("eval_shape", True, decorator=False),
    "flax.nnx.cond": Transform("cond", fn_args=(1, 2), fn_kwargs=("true_fun", "false_fun"), **_BODY),
    "flax.nnx.switch": Transform("cond", fn_args=(1,), fn_kwargs=("branches",), branch_list=True, **_BODY),
    "flax.nnx.fori_loop": Transform("fori_loop", fn_args=(2,), fn_kwargs=("body_fun",), **_BODY),
    "flax.nnx.while_loop": Transform("while_loop", fn_args=(0, 1), fn_kwargs=("cond_fun", "body_fun"), **_BODY),
    "flax.nnx.value_and_grad": _GRAD,
    # static_argnums count the module (`self`) as argument 0, as the function's own positions do.
    "flax.linen.remat": Transform("checkpoint", True, params="jit"),
    "flax.linen.checkpoint": Transform("checkpoint", True, params="jit"),
    "flax.linen.vmap": Transform("vmap", True),
    "flax.linen.scan": Transform("scan", True),
    "haiku.remat": Transform("checkpoint", True, params="jit"),
    "haiku.vmap": Transform("vmap", True, params="vmap"),
    # numpyro's gradient-based kernels trace the model under jit when MCMC runs them: its sample
    # sites are tracers; its arguments are the user's data (numpy code on them runs in numpyro's examples).
    **{f"numpyro.infer.{kernel}": Transform("mcmc", True, fn_kwargs=("model", "potential_fn"), params="model",
                                            decorator=False)
       for kernel in ("NUTS", "HMC", "hmc.NUTS", "hmc.HMC")},
    # optax calls a schedule given as the learning rate with its step count, inside `update`, which
    # training code jits: the count is a tracer (netket#908).
    **{f"optax.{name}": Transform("schedule", True, fn_kwargs=("learning_rate",), decorator=False)
       for name in ("sgd", "adam", "adamw", "adamax", "adamaxw", "adagrad", "adadelta", "adabelief", "adafactor",
                    "adan", "amsgrad", "fromage", "lamb", "lars", "lion", "nadam", "nadamw", "noisy_sgd",
                    "novograd", "radam", "rmsprop", "sm3", "yogi", "sign_sgd", "polyak_sgd")},
    "optax.scale_by_schedule": Transform("schedule", True, fn_kwargs=("step_size_fn",), decorator=False),
}

# The loops of jax.lax whose body runs once per iteration; those that thread a carry through them.
LOOPS = frozenset({"jax.lax.scan", "jax.lax.map", "jax.lax.fori_loop", "jax.lax.while_loop"})
CARRY_LOOPS = frozenset(name for name in LOOPS if TRANSFORMS[name].carry is not None)
# Transformations that cache what they traced (labels of TRANSFORMS): a value read while tracing is
# never read again. vmap and grad alone retrace on every call, so they always see the current value.
CACHING = frozenset({"jit", "pmap", "scan", "fori_loop", "while_loop", "cond"})
# Calls whose result (or the element at the index given) is a structure: a graphdef or a treedef,
# the same whenever the same object is split again. Name -> index in the returned tuple (None: the whole).
STRUCTURES = {"flax.nnx.split": 0, "flax.nnx.graphdef": None, "jax.tree.structure": None,
              "jax.tree_util.tree_structure": None, "jax.tree.flatten": 1, "jax.tree_util.tree_flatten": 1}
# jax.random functions whose draws are data (a permutation, a choice), not fresh noise: reusing their
# key repeats the data.
DATA_DRAWS = frozenset({"jax.random.permutation", "jax.random.choice", "jax.random.shuffle"})
# Methods that build an instance (and the set-up methods of unittest and pytest classes): what they
# store on `self` is its starting state, set before any trace of its methods.
CONSTRUCTORS = frozenset({"__init__", "__post_init__", "__new__", "setup", "__setstate__", "setUp", "setup_method"})

# Wrappers whose methods run a function with leading arguments of their own: the transformed
# function's `apply(params, rng, *args)` calls it with `*args`. Name -> {method: leading arguments}.
FUNCTION_WRAPPERS = {
    "haiku.transform": {"apply": 2, "init": 1},
    "haiku.transform_with_state": {"apply": 3, "init": 1},
    "haiku.without_apply_rng": {"apply": 1, "init": 1},
}
# Methods of a flax linen module instance that run one of its methods: `model.apply(variables, x,
# method=Model.encode)`; their own keyword arguments are not the method's.
LINEN_RUNNERS = {"apply": 1, "init": 1, "init_with_output": 1}
LINEN_RUNNER_KEYWORDS = frozenset({"method", "rngs", "mutable", "capture_intermediates"})

# Host callbacks: the function runs on the host with concrete NumPy arrays, outside the trace.
CALLBACKS = frozenset({
    "jax.pure_callback",
    "jax.debug.callback",
    "jax.io_callback",
    "jax.host_callback.call",
    "jax.host_callback.id_tap",
})

# Functions that apply a function to the leaves of pytrees they are given.
TREE_MAPS = frozenset({"jax.tree.map", "jax.tree_util.tree_map_with_path", "jax.tree.map_with_path",
                       "equinox.filter"})

# Functions that fold a function over the leaves of a pytree: `tree_reduce(f, tree, initializer)`.
TREE_REDUCES = frozenset({"jax.tree.reduce", "jax.tree_util.tree_reduce"})

# Array modules a variable may hold (`xp = jnp`, a backend switch returning jax.numpy or numpy).
ARRAY_NAMESPACES = frozenset({"jax.numpy", "numpy", "jax.lax", "jax.scipy.special", "jax.nn"})

# Modules whose functions stage out under a trace: their results are tracers even from constants.
TRACING_MODULES = ("jax.numpy.", "jax.lax.", "jax.random.", "jax.nn.", "jax.scipy.", "jax.image.",
                   "jax.ops.", "jax.numpy.linalg.", "jax.numpy.fft.", "jax.debug.", "jax.tree.",
                   "jax.tree_util.", "optax.", "flax.linen.", "equinox.nn.")

# Plain Python helpers in those modules, `merge_param(name, a, b)`: they return whichever of `a` and
# `b` is not None (a module attribute or a call argument), not a staged-out value.
ARGUMENT_RESULTS = frozenset({"flax.linen.merge_param", "flax.linen.module.merge_param"})

# Modules whose calls build arrays (evidence of what a call site passes to a transformed function).
ARRAY_PRODUCERS = ("jax.numpy.", "jax.random.", "numpy.", "jax.device_put", "jax.nn.")

# numpyro's sample sites: in a traced model, a latent draw (no `obs=`) is a tracer.
SAMPLE_SITES = frozenset({"numpyro.sample", "numpyro.primitives.sample"})

# Transformations whose result describes the traced function instead of running it: a jaxpr, or the
# shapes and dtypes of its outputs.
DESCRIBING_TRANSFORMS = frozenset({"make_jaxpr", "eval_shape"})
# Functions in those modules that answer questions about types and structure with Python values.
CONCRETE_RESULTS = frozenset({
    "jax.numpy.shape", "jax.numpy.ndim", "jax.numpy.size", "jax.numpy.dtype", "jax.numpy.result_type",
    "jax.numpy.issubdtype", "jax.numpy.iinfo", "jax.numpy.finfo", "jax.numpy.promote_types",
    "jax.numpy.can_cast", "jax.numpy.isscalar", "jax.numpy.iscomplexobj", "jax.numpy.isrealobj",
    "jax.numpy.broadcast_shapes", "jax.lax.broadcast_shapes",
    "jax.numpy.dtypes", "jax.dtypes.result_type", "jax.dtypes.canonicalize_dtype", "jax.dtypes.issubdtype",
    "jax.tree.structure", "jax.tree_util.tree_structure", "jax.tree.flatten", "jax.tree_util.tree_flatten",
    "jax.tree.leaves", "jax.tree_util.tree_leaves", "jax.local_device_count", "jax.device_count",
    "jax.devices", "jax.local_devices", "jax.process_index", "jax.process_count", "jax.default_backend",
    "jax.lax.axis_index", "jax.core.is_constant_dim", "jax.lax.dtype", "jax.typeof", "jax.lax.axis_size",
    "jax.lax.conv_general_permutations", "jax.lax.conv_dimension_numbers", "jax.lax.padtype_to_pads",
    # flax's logical partitioning: axis names in, PartitionSpecs and rules out
    "flax.linen.logical_to_mesh_axes", "flax.linen.logical_to_mesh", "flax.linen.logical_to_mesh_sharding",
    "flax.linen.get_logical_axis_rules", "flax.linen.partitioning.logical_to_mesh_axes",
    "flax.linen.spmd.logical_to_mesh_axes", "flax.linen.get_partition_spec", "flax.linen.get_sharding",
})

# Collectives over a named axis: they run only under a transformation that binds one (pmap, shard_map).
COLLECTIVES = frozenset("jax.lax." + name for name in (
    "axis_index", "axis_size", "psum", "pmean", "pmax", "pmin", "all_gather", "all_to_all", "ppermute",
    "psum_scatter", "pshuffle", "pswapaxes", "pbroadcast"))
# Transformations that bind a named axis (labels of TRANSFORMS).
AXIS_MAPS = frozenset({"pmap", "shard_map"})
# Collectives that, given a Python int, return a Python int: `lax.psum(1, axis)` is the axis size.
AXIS_SIZE_REDUCTIONS = frozenset({"jax.lax.psum"})

# Python builtins whose result is a Python value whatever they are given.
CONCRETE_BUILTINS = frozenset({
    "len", "isinstance", "issubclass", "type", "hasattr", "getattr", "callable", "id", "repr", "str",
    "hash", "dir", "vars", "print", "super", "object", "tuple", "list", "dict", "set", "frozenset",
})

# Python builtins that convert their argument to a Python scalar: concrete results, errors on tracers.
SCALAR_CONVERSIONS = frozenset({"int", "float", "complex", "bool", "operator.index"})

# Attributes that are Python values at trace time: an array's metadata, and a probability
# distribution's shapes (numpyro, distrax and TFP keep them out of the pytree's leaves).
STATIC_ATTRIBUTES = frozenset({
    "shape", "ndim", "dtype", "size", "itemsize", "nbytes", "weak_type", "sharding", "aval",
    "named_shape", "format", "batch_shape", "event_shape", "event_dim",
})

# Dataclass field declarations that can make a pytree field static (metadata, not a leaf), given one of
# the flags (a keyword of the call, or a key of its `metadata` dict, which register_dataclass reads);
# any other `field(...)` with such a flag counts too, since projects re-export their framework's.
FIELD_MAKERS = frozenset({"flax.struct.field", "equinox.field", "dataclasses.field"})
STATIC_FIELD_FLAGS = (("pytree_node", "False"), ("static", "True"))
STATIC_FIELD_MAKERS = frozenset({"equinox.static_field"})  # static without a flag
STATIC_ANNOTATIONS = frozenset({"jax_dataclasses.Static"})  # `dim: jdc.Static[int]`: a static field

# Decorators and bases that make a class a pytree whose fields are leaves (unless declared static).
PYTREE_DECORATORS = frozenset({
    "flax.struct.dataclass", "chex.dataclass", "jax.tree_util.register_dataclass",
    "jax.tree_util.register_pytree_node_class", "jax.tree_util.register_pytree_with_keys_class",
    "jax_dataclasses.pytree_dataclass",
})
# Calls that register a class (their first argument) as a pytree: `register_pytree_node(A, flatten, unflatten)`.
PYTREE_REGISTRATIONS = frozenset({
    "jax.tree_util.register_pytree_node", "jax.tree_util.register_pytree_with_keys",
    "jax.tree_util.register_dataclass", "jax.tree_util.register_pytree_node_class",
    "jax.tree_util.register_pytree_with_keys_class",
})
PYTREE_BASES = frozenset({
    "typing.NamedTuple", "flax.struct.PyTreeNode", "flax.training.train_state.TrainState",
    "chex.ArrayTree",
})
# Fields of library pytree classes that projects subclass: name -> Kind name on a traced instance.
KNOWN_PYTREE_FIELDS = {
    "flax.training.train_state.TrainState": {
        "step": "TRACER", "apply_fn": "CONCRETE", "params": "TREE", "tx": "CONCRETE", "opt_state": "TREE",
    },
}

# flax nnx variable types: attributes holding traced state.
NNX_VARIABLES = frozenset({
    "flax.nnx.Param", "flax.nnx.Variable", "flax.nnx.BatchStat", "flax.nnx.Cache", "flax.nnx.Intermediate",
    "flax.nnx.Perturbation", "flax.nnx.RngKey", "flax.nnx.RngCount", "flax.nnx.VariableState",
    "flax.nnx.OptState", "flax.nnx.OptArray", "flax.nnx.Rngs", "flax.nnx.RngStream",
})
# Modules whose capitalised names are layer classes (calling one on tracers gives tracers).
LAYER_MODULES = frozenset({"flax.nnx", "flax.linen", "equinox.nn", "haiku", "flax.nnx.nn.linear"})

# Array attributes and methods whose result is an array like their base.
ARRAY_METHODS = frozenset({
    "T", "mT", "real", "imag", "at", "sum", "mean", "max", "min", "prod", "std", "var", "any", "all",
    "argmax", "argmin", "reshape", "astype", "transpose", "squeeze", "ravel", "flatten", "clip",
    "cumsum", "cumprod", "round", "conj", "dot", "take", "sort", "argsort", "swapaxes", "repeat",
    "set", "add", "multiply", "divide", "power", "get", "apply", "view", "diagonal", "trace", "nonzero",
    "ptp", "mul", "conjugate", "copy", "argpartition", "searchsorted", "compress", "nansum",
    "block_until_ready", "__getitem__",
})

# Annotations that say a parameter is one array.
ARRAY_ANNOTATIONS = frozenset({
    "jax.Array", "jax.numpy.ndarray", "jax.numpy.array", "numpy.ndarray", "chex.Array", "chex.ArrayDevice",
    "chex.Numeric", "chex.Scalar", "jax.typing.ArrayLike", "jaxtyping.Array", "jaxtyping.ArrayLike",
    "jaxtyping.Float", "jaxtyping.Int", "jaxtyping.Bool", "jaxtyping.Num", "jaxtyping.Real",
    "jaxtyping.Shaped", "jaxtyping.Key", "jaxtyping.PRNGKeyArray", "jaxtyping.Inexact", "jaxtyping.Integer",
    "jaxtyping.UInt", "jaxtyping.Complex", "jaxtyping.Scalar", "jaxtyping.ScalarLike",
    "jaxtyping.Real", "jaxtyping.Int8", "jaxtyping.Float32", "Array", "ArrayLike", "ndarray",
})
# Python scalar annotations: a traced jit argument of this type is a scalar tracer.
SCALAR_ANNOTATIONS = frozenset({"float", "int", "bool", "complex", "numbers.Number", "numbers.Real"})
# Annotations of values that are never arrays: strings, callables, types, modules.
PYTHON_ANNOTATIONS = frozenset({
    "str", "bytes", "Callable", "typing.Callable", "collections.abc.Callable", "type", "Type", "typing.Type",
    "Literal", "typing.Literal", "enum.Enum", "os.PathLike", "pathlib.Path", "logging.Logger",
})

# Annotations that say a parameter holds a container or pytree, not one array.
TREE_ANNOTATIONS = frozenset({
    "dict", "list", "tuple", "Dict", "List", "Tuple", "Sequence", "Mapping", "Iterable", "PyTree",
    "typing.Dict", "typing.List", "typing.Tuple", "typing.Sequence", "typing.Mapping", "typing.Any",
    "Any", "jaxtyping.PyTree", "chex.ArrayTree", "optax.Params", "optax.OptState", "optax.Updates",
    "flax.core.FrozenDict", "collections.abc.Mapping", "collections.abc.Sequence",
})

# Python containers: never a tracer, though they may hold tracers.
CONTAINER_TYPES = frozenset({"list", "tuple", "dict", "collections.abc.Sequence", "collections.abc.Mapping",
                             "typing.Sequence", "typing.Mapping"})

# Types no tracer is an instance of: a branch taken on `isinstance(x, T)` runs on eager values only.
EAGER_TYPES = frozenset({
    "numpy.ndarray", "numpy.generic", "numpy.number", "numpy.integer", "numpy.floating", "numpy.bool_",
    "numpy.complexfloating", "numpy.signedinteger", "numpy.unsignedinteger", "numpy.int32", "numpy.int64",
    "numpy.float32", "numpy.float64", "int", "float", "bool", "complex", "str", "bytes", "numbers.Number",
    "numbers.Real", "numbers.Integral", "numbers.Complex", "type",
})

# Context managers whose body a test expects to raise (`with pytest.raises(E):`), and the unittest
# methods that make one: the body's last statement does not complete, so nothing it makes is read.
RAISES_CONTEXTS = frozenset({"pytest.raises", "numpy.testing.assert_raises", "numpy.testing.assert_raises_regex"})
RAISES_METHODS = frozenset({"assertRaises", "assertRaisesRegex", "assertRaisesRegexp"})


# Context managers under which JAX computes eagerly on concrete values, even while tracing.
EAGER_CONTEXTS = frozenset({"jax.ensure_compile_time_eval", "jax.core.eval_context"})

# Methods flax linen modules inherit: what they return in a traced `setup` / `__call__`.
LINEN_METHODS = {
    "param": "TRACER", "variable": "TREE", "make_rng": "TRACER", "perturb": "TRACER", "get_variable": "TREE",
    "is_initializing": "CONCRETE", "is_mutable_collection": "CONCRETE", "has_rng": "CONCRETE",
    "has_variable": "CONCRETE", "sow": "CONCRETE", "put_variable": "CONCRETE",
}

# Bases that make a class a neural-network module whose methods run under the user's jit.
MODULE_BASES = {"flax.linen.Module": "flax", "flax.nnx.Module": "nnx", "equinox.Module": "equinox",
                "haiku.Module": "haiku", "flax.linen.module.Module": "flax"}
MODULE_TRACED_METHODS = frozenset({"__call__", "setup"})

# jax.numpy / jax.random functions whose result is a boolean array.
BOOL_FUNCTIONS = frozenset({
    "isnan", "isinf", "isfinite", "isneginf", "isposinf", "logical_and", "logical_or", "logical_not",
    "logical_xor", "equal", "not_equal", "greater", "greater_equal", "less", "less_equal", "isclose",
    "signbit", "isin", "in1d", "iscomplex", "isreal", "bernoulli", "eq", "ne", "gt", "ge", "lt", "le",
})


@dataclass(frozen=True)
class SizeArgs:
    """Where a JAX API takes a size or shape, and what a traced one raises under jit.

    positions / keywords: the arguments that are sizes; noun: "shape" or "size", for messages; error:
    the exception a traced value there raises (the same class and message on JAX 0.10.2 and 0.12.0.1,
    measured by calling each API under jax.jit with a traced int in that argument)."""

    positions: tuple
    keywords: tuple
    error: str
    noun: str = "size"


_SHAPE = "TypeError"  # "Shapes must be 1D sequences of concrete values of integer type, got (JitTracer(...),)."
_UNHASHABLE = "TypeError"  # "As of JAX v0.7, parameters to jaxpr equations must have __hash__ and __eq__ ..."
_CONCRETE = "ConcretizationTypeError"
_INDEX = "TracerIntegerConversionError"


def _shape(*positions: int, keywords: tuple = ("shape",)) -> SizeArgs:
    return SizeArgs(positions, keywords, _SHAPE, "shape")


# Shape-taking APIs: a traced argument in one of these places fails under jit (JAX106). Arguments that
# take either a size or an array (`random.permutation(key, x)`, `random.choice(key, a)`,
# `jnp.histogram(x, bins)`) are left out: a traced array there is fine.
SIZE_ARGUMENTS: dict[str, SizeArgs] = {
    "jax.numpy.zeros": _shape(0), "jax.numpy.ones": _shape(0), "jax.numpy.empty": _shape(0),
    "jax.numpy.full": _shape(0),
    "jax.numpy.zeros_like": _shape(2), "jax.numpy.ones_like": _shape(2), "jax.numpy.empty_like": _shape(2),
    "jax.numpy.full_like": _shape(3),
    "jax.numpy.eye": _shape(0, 1, keywords=("N", "M")), "jax.numpy.identity": _shape(0, keywords=("n",)),
    "jax.numpy.tri": _shape(0, 1, keywords=("N", "M")),
    "jax.numpy.broadcast_to": _shape(1), "jax.numpy.reshape": _shape(1, keywords=("shape", "newshape")),
    "jax.numpy.resize": SizeArgs((1,), ("new_shape",), "ValueError", "shape"),  # "Non-hashable static arguments"
    "jax.numpy.tile": SizeArgs((1,), ("reps",), _UNHASHABLE),
    "jax.numpy.arange": SizeArgs((0, 1, 2), ("start", "stop", "step"), _CONCRETE),
    "jax.numpy.linspace": SizeArgs((2,), ("num",), _CONCRETE),
    "jax.numpy.logspace": SizeArgs((2,), ("num",), _CONCRETE),
    "jax.numpy.geomspace": SizeArgs((2,), ("num",), _CONCRETE),
    "jax.numpy.repeat": SizeArgs((1,), ("repeats",), _CONCRETE),  # unless total_repeat_length= is given
    "jax.numpy.split": SizeArgs((1,), ("indices_or_sections",), _CONCRETE),
    "jax.numpy.array_split": SizeArgs((1,), ("indices_or_sections",), _CONCRETE),
    "jax.numpy.hsplit": SizeArgs((1,), ("indices_or_sections",), _CONCRETE),
    "jax.numpy.vsplit": SizeArgs((1,), ("indices_or_sections",), _CONCRETE),
    "jax.numpy.dsplit": SizeArgs((1,), ("indices_or_sections",), _CONCRETE),
    "jax.numpy.pad": SizeArgs((1,), ("pad_width",), _CONCRETE),
    "jax.numpy.indices": SizeArgs((0,), ("dimensions",), _CONCRETE, "shape"),
    "jax.numpy.tril_indices": SizeArgs((0, 2), ("n", "m"), _CONCRETE),
    "jax.numpy.triu_indices": SizeArgs((0, 2), ("n", "m"), _CONCRETE),
    "jax.numpy.diag_indices": SizeArgs((0,), ("n",), _CONCRETE),
    "jax.numpy.ravel_multi_index": SizeArgs((1,), ("dims",), _CONCRETE, "shape"),
    "jax.numpy.bincount": SizeArgs((), ("length",), _CONCRETE),
    "jax.numpy.vander": SizeArgs((1,), ("N",), "ValueError"),  # "Non-hashable static arguments"
    "jax.numpy.hanning": SizeArgs((0,), ("M",), _CONCRETE), "jax.numpy.hamming": SizeArgs((0,), ("M",), _CONCRETE),
    "jax.numpy.blackman": SizeArgs((0,), ("M",), _CONCRETE),
    "jax.numpy.bartlett": SizeArgs((0,), ("M",), _CONCRETE), "jax.numpy.kaiser": SizeArgs((0,), ("M",), _CONCRETE),
    **{f"jax.numpy.fft.{name}": SizeArgs((1,), ("n",), _INDEX)
       for name in ("fft", "ifft", "rfft", "irfft", "hfft", "ihfft")},
    **{f"jax.numpy.fft.{name}": SizeArgs((1,), ("s",), _INDEX, "shape")
       for name in ("fft2", "ifft2", "fftn", "ifftn", "rfft2", "irfft2", "rfftn", "irfftn")},
    "jax.nn.one_hot": SizeArgs((1,), ("num_classes",), _CONCRETE),
    "jax.image.resize": _shape(1),
    "jax.lax.full": _shape(0), "jax.lax.full_like": _shape(3),
    "jax.lax.broadcast": SizeArgs((1,), ("sizes",), "TracerBoolConversionError", "shape"),
    "jax.lax.broadcast_in_dim": SizeArgs((1,), ("shape",), "TracerBoolConversionError", "shape"),
    "jax.lax.iota": SizeArgs((1,), ("size",), _SHAPE), "jax.lax.broadcasted_iota": _shape(1),
    "jax.lax.reshape": _shape(1, keywords=("new_sizes",)),
    "jax.lax.dynamic_slice": _shape(2, keywords=("slice_sizes",)),
    "jax.lax.dynamic_slice_in_dim": SizeArgs((2,), ("slice_size",), _INDEX),
    "jax.lax.top_k": SizeArgs((1,), ("k",), "TracerBoolConversionError"),
    "jax.lax.scan": SizeArgs((3,), ("length",), _CONCRETE),
    "jax.lax.pad": SizeArgs((2,), ("padding_config",), _UNHASHABLE),
    "jax.random.split": SizeArgs((1,), ("num",), _UNHASHABLE),
    "jax.random.orthogonal": SizeArgs((1,), ("n",), _CONCRETE),
    "jax.random.ball": SizeArgs((1,), ("d",), _CONCRETE),
    "jax.random.choice": SizeArgs((2,), ("shape",), "TracerBoolConversionError", "shape"),
    **{f"jax.random.{name}": _shape(1) for name in (
        "normal", "uniform", "randint", "gumbel", "exponential", "laplace", "logistic", "cauchy", "rademacher",
        "bits", "maxwell")},
    **{f"jax.random.{name}": _shape(2) for name in (
        "bernoulli", "gamma", "loggamma", "poisson", "dirichlet", "t", "chisquare", "geometric", "pareto",
        "generalized_normal", "lognormal", "rayleigh", "wald")},
    **{f"jax.random.{name}": _shape(3) for name in (
        "categorical", "truncated_normal", "beta", "multivariate_normal", "weibull_min", "binomial", "f",
        "double_sided_maxwell")},
    "jax.random.triangular": _shape(4),
    **{f"jax.ops.{name}": SizeArgs((2,), ("num_segments",), _CONCRETE)
       for name in ("segment_sum", "segment_prod", "segment_max", "segment_min")},
}

# flax linen's lifted checkpoint: applied to a module class, it traces every argument of its
# `__call__` but those static_argnums names, counting the module as 0 (flax#3630)
LIFTED_CHECKPOINTS = frozenset({"flax.linen.remat", "flax.linen.checkpoint"})

# APIs that return a new function on every call, closed over the values they were given: qualified
# name -> its position in the returned tuple (`out, f_vjp = jax.vjp(f, x)`).
FUNCTION_RETURNING = {"jax.vjp": 1, "jax.linearize": 1}

# The size-or-array arguments left out above, as (position, keyword): a traced *integer* there is a size, and fails
# (ConcretizationTypeError); JAX106 flags it when every call passes a Python int.
ARRAY_OR_SIZE: dict[str, tuple] = {"jax.random.permutation": (1, "x"), "jax.random.choice": (1, "a")}

# Functions whose output size depends on the values of their input, unless size= fixes it:
# qualified name -> position of the input whose values decide the size (JAX106).
VALUE_SIZED = {
    "jax.numpy.nonzero": 0, "jax.numpy.argwhere": 0, "jax.numpy.flatnonzero": 0, "jax.numpy.unique": 0,
    "jax.numpy.unique_values": 0, "jax.numpy.unique_counts": 0, "jax.numpy.unique_inverse": 0,
    "jax.numpy.unique_all": 0, "jax.numpy.where": 0, "jax.numpy.compress": 0, "jax.numpy.extract": 0,
}
# What a traced input of those raises; ConcretizationTypeError unless listed. jnp.compress / extract raise
# TracerBoolConversionError on JAX 0.10 and ConcretizationTypeError on 0.12.
VALUE_SIZED_ERRORS = {"jax.numpy.compress": "TracerBoolConversionError or ConcretizationTypeError",
                      "jax.numpy.extract": "TracerBoolConversionError or ConcretizationTypeError"}


def size_arguments(qual: Optional[str], call) -> list:
    """The arguments (libcst Args) of a call of `qual` that are sizes or shapes: the SIZE_ARGUMENTS slots,
    and the `size=` (`total_repeat_length=`) that fixes the output of a VALUE_SIZED function."""
    args = [a for a in call.args if not a.star]
    keywords = ("size",) if qual in VALUE_SIZED else ("total_repeat_length",) if qual == "jax.numpy.repeat" else ()
    sizes = SIZE_ARGUMENTS.get(qual)
    if sizes is not None:
        keywords += sizes.keywords
        positional = [a for a in args if a.keyword is None]
        found = [positional[i] for i in sizes.positions if i < len(positional)]
    else:
        found = []
    return found + [a for a in args if a.keyword is not None and a.keyword.value in keywords]


# Objects whose `[...]` returns the index it is given, slices of tracers included (`np.s_[i:i + k]`).
INDEX_HELPERS = frozenset({"numpy.s_", "numpy.index_exp", "jax.numpy.s_", "jax.numpy.index_exp"})


# NumPy functions that convert a traced argument with __array__ and raise TracerArrayConversionError
# (JAX104), measured on JAX 0.10.2 / NumPy 2.4 and JAX 0.12.0.1 / NumPy 2.5 by calling each one on a
# traced float32[3] under jit. Left out: the functions that hand the array back to its own method and so
# work on a tracer (NUMPY_TRACER_METHODS, and shape, ndim, size), and those whose behaviour depends on
# which argument is traced (NUMPY_RECEIVERS, np.nonzero).
NUMPY_CONVERTING = frozenset("""
abs absolute acos acosh add allclose angle append arange arccos arccosh arcsin arcsinh arctan arctan2
arctanh argpartition argwhere array array_repr array_str asanyarray asarray asarray_chkfinite
ascontiguousarray asin asinh atan atan2 atanh atleast_1d atleast_2d atleast_3d average bincount
bitwise_and bitwise_count bitwise_invert bitwise_left_shift bitwise_not bitwise_or bitwise_right_shift
bitwise_xor block bool_ broadcast_arrays broadcast_to cbrt ceil clip column_stack complex128 complex64
concat concatenate conj conjugate convolve copy copysign corrcoef correlate cos cosh count_nonzero cov
cross cumulative_prod cumulative_sum deg2rad degrees delete diag diagflat diagonal diff digitize divide
divmod dot dstack ediff1d einsum empty_like equal exp exp2 expand_dims expm1 extract fabs flatnonzero
fliplr flipud float16 float32 float64 float_power floor floor_divide fmax fmin fmod frexp full_like gcd
gradient greater greater_equal heaviside histogram histogram_bin_edges histogramdd hstack hypot i0 inner
int16 int32 int64 int8 int_ intersect1d invert isclose iscomplex isfinite isin isinf isnan isneginf
isposinf kron lcm ldexp left_shift less less_equal lexsort log log10 log1p log2 logaddexp logaddexp2
logical_and logical_not logical_or logical_xor matmul matrix_transpose matvec maximum median meshgrid
minimum mod modf multiply nan_to_num nanargmax nanargmin nancumprod nancumsum nanmax nanmean nanmedian
nanmin nanpercentile nanprod nanquantile nanstd nansum nanvar negative nextafter not_equal ones_like
outer packbits pad partition percentile polyadd polyder polydiv polyint polymul polysub polyval positive
pow power ptp quantile rad2deg radians ravel reciprocal remainder resize right_shift rint roll roots
rot90 setdiff1d setxor1d sign signbit sin sinc sinh sort sort_complex spacing sqrt square stack subtract
tan tanh tensordot trace trapezoid tril trim_zeros triu true_divide trunc uint16 uint32 uint64 uint8
union1d unique unique_all unique_counts unique_inverse unique_values unpackbits unwrap vander vdot vecdot
vecmat vstack where zeros_like
linalg.cholesky linalg.cond linalg.det linalg.eig linalg.eigh linalg.eigvals linalg.eigvalsh linalg.inv
linalg.lstsq linalg.matrix_norm linalg.matrix_power linalg.matrix_rank linalg.multi_dot linalg.norm
linalg.pinv linalg.qr linalg.slogdet linalg.solve linalg.svd linalg.svdvals linalg.tensorinv
linalg.tensorsolve linalg.vector_norm
fft.fft fft.fft2 fft.fftn fft.fftshift fft.hfft fft.ifft fft.ifft2 fft.ifftn fft.ifftshift fft.ihfft
fft.irfft fft.irfft2 fft.irfftn fft.rfft fft.rfft2 fft.rfftn
""".split())

# NumPy functions whose other parameters are counts: a traced count raises another error
# (TracerIntegerConversionError for linspace's num, TracerBoolConversionError for tile's reps), so only
# these positions are read.
NUMPY_ARRAY_POSITIONS = {"linspace": (0, 1), "logspace": (0, 1), "geomspace": (0, 1), "tile": (0,)}
# NumPy scalar types: converting a tracer with one is `x.astype(jnp.<type>)`.
NUMPY_SCALAR_TYPES = frozenset({"float16", "float32", "float64", "int8", "int16", "int32", "int64", "int_",
                                "uint8", "uint16", "uint32", "uint64", "complex64", "complex128", "bool_"})
# NumPy calls that build an array, for names bound to one (`TABLE = np.arange(5)`).
NUMPY_CONSTRUCTORS = frozenset({"array", "asarray", "arange", "zeros", "ones", "full", "empty", "eye",
                                "identity", "linspace", "logspace", "geomspace", "load", "stack", "concatenate",
                                "tril", "triu", "diag", "meshgrid", "tile", "repeat", "cumsum", "indices"})
# NumPy functions that hand a tracer to its own method and so return a tracer (JAX104 follows a tracer
# through them): measured under jit on JAX 0.10.2 / NumPy 2.4 and JAX 0.12.0.1 / NumPy 2.5.
NUMPY_TRACER_METHODS = frozenset("""
sum mean max min amax amin prod std var argmax argmin any all round around cumsum cumprod squeeze reshape
transpose argsort repeat searchsorted swapaxes
""".split())
# NumPy functions that call a method of one argument (name -> its position): on a NumPy array with a
# traced other argument (`np.take(TABLE, i)`, `np.searchsorted(EDGES, x)`, `np.compress(mask, TABLE)`)
# that method converts the tracer and raises TracerArrayConversionError (measured as above).
NUMPY_RECEIVERS = {"take": 0, "searchsorted": 0, "compress": 1}
# NumPy's legacy seeding: it converts a traced seed to a NumPy array (TracerArrayConversionError under
# jit and vmap on JAX 0.10.2 and 0.12.0.1; `default_rng` raises a TypeError of its own instead).
NUMPY_SEEDED = frozenset({"random.RandomState", "random.seed"})


# Host state read while tracing is frozen into the compiled program (JAX204): clocks, environment reads.
CLOCKS = frozenset({
    "time.time", "time.time_ns", "time.perf_counter", "time.perf_counter_ns", "time.monotonic",
    "time.monotonic_ns", "time.process_time", "datetime.datetime.now", "datetime.datetime.utcnow",
    "datetime.datetime.today", "datetime.date.today",
})
ENV_READS = frozenset({"os.getenv", "os.environ.get"})
# numpy.random / random functions, and methods of their generator objects, that build, seed or inspect
# generators rather than draw a value.
HOST_RANDOM_NOT_DRAWS = frozenset({
    "seed", "default_rng", "RandomState", "Generator", "SeedSequence", "PCG64", "PCG64DXSM", "MT19937",
    "Philox", "SFC64", "BitGenerator", "Random", "SystemRandom", "get_state", "set_state", "getstate",
    "setstate", "bit_generator", "spawn",
})
# Calls that make a host random generator (its draws at trace time are frozen), and the annotations
# that name one.
HOST_GENERATORS = frozenset({"numpy.random.default_rng", "numpy.random.RandomState", "numpy.random.Generator",
                             "random.Random", "random.SystemRandom"})
HOST_GENERATOR_TYPES = frozenset({"numpy.random.Generator", "numpy.random.RandomState", "random.Random"})
# Library calls that draw from NumPy's hidden global generator: (module prefix, function name suffix).
HOST_RANDOM_LIBRARY_DRAWS = (("scipy.stats.", ".rvs"),)

# Jit-like transformations whose compile cache is keyed on the function object (JAX205): a new function
# object (a lambda, a partial, a bound method) misses it.
CACHING_JITS = frozenset({"jax.jit", "jax.pmap", "flax.nnx.jit", "flax.linen.jit", "equinox.filter_jit"})


# jax.random functions that consume their key: JAX's key-reuse checker marks their key argument as
# used (random_bits / random_split / random_gamma). `fold_in`, `clone`, `key_data`, `wrap_key_data`,
# `key` and `PRNGKey` do not consume (measured on JAX 0.10.2 and 0.12.0.1).
KEY_CONSUMERS = frozenset(f"jax.random.{name}" for name in (
    "ball", "bernoulli", "beta", "binomial", "bits", "categorical", "cauchy", "chisquare", "choice",
    "dirichlet", "double_sided_maxwell", "exponential", "f", "gamma", "generalized_normal", "geometric",
    "gumbel", "laplace", "loggamma", "logistic", "lognormal", "maxwell", "multinomial",
    "multivariate_normal", "normal", "orthogonal", "pareto", "permutation", "poisson", "rademacher",
    "randint", "rayleigh", "shuffle", "split", "t", "triangular", "truncated_normal", "uniform", "wald",
    "weibull_min",
))
# Namespaces of initializer factories: `lecun_normal()` returns an `init(key, shape, dtype)` that draws
# from its key (flax's are JAX's, re-exported); `zeros`, `ones` and `constant(...)` draw nothing.
INITIALIZER_MODULES = ("jax.nn.initializers.", "flax.linen.initializers.", "flax.nnx.initializers.")
NON_RANDOM_INITIALIZERS = frozenset({"zeros", "ones", "constant", "zeros_init", "ones_init"})
# Methods of a logger that print, and the names a logger usually goes by (`logger = logging.getLogger()`).
LOG_METHODS = frozenset({"debug", "info", "warning", "warn", "error", "critical", "exception", "log"})
LOGGER_NAMES = frozenset({"logger", "log", "_logger", "LOGGER", "logging"})
# Functions each element of whose result comes from one of their cases, by the number of leading
# arguments that are not cases (the predicate or index): `where(c, a, b)`, `select(p, a, b)`,
# `select_n(i, *cases)`.
CASE_CHOOSERS = {"jax.numpy.where": 1, "jax.lax.select": 1, "jax.lax.select_n": 1}
# Library objects whose methods draw from the key they are given: class -> (the key's keyword, {method:
# the key's position}) (`__call__`: calling the instance). Measured: the same key gives the same draws.
KEY_TAKING_METHODS = {
    "numpyro.infer.MCMC": ("rng_key", {"run": 0, "warmup": 0}),
    "numpyro.infer.SVI": ("rng_key", {"init": 0, "run": 0}),
    "numpyro.infer.Predictive": ("rng_key", {"__call__": 0}),
}
# haiku's transformed functions draw the same way: `apply(params, rng, ...)` (with state, `apply(params,
# state, rng, ...)`: the last of its FUNCTION_WRAPPERS leading arguments) hands its key to
# `hk.next_rng_key()` inside, so it draws only when the function asks for keys (HAIKU_KEY_FUNCTIONS);
# `hk.without_apply_rng` takes no key.
HAIKU_KEYED_TRANSFORMS = frozenset({"haiku.transform", "haiku.transform_with_state"})
HAIKU_KEY_FUNCTIONS = frozenset({"haiku.next_rng_key", "haiku.next_rng_keys", "haiku.maybe_next_rng_key"})
# Attributes only a JAX array has among the values a traced argument may be (a pytree of several
# leaves, an object): a parameter read with them is a tracer.
ARRAY_ONLY = frozenset({"at", "astype", "reshape", "T", "ndim"})
# Functions that make a key from a seed: with a literal seed, the same key every time they run.
KEY_MAKERS = frozenset({"jax.random.PRNGKey", "jax.random.key"})

# Functions that take numbers and return arrays: a traced number works there as well as a static one.
NUMERIC_FUNCTIONS = frozenset({
    "exp", "exp2", "expm1", "log", "log1p", "log2", "log10", "power", "float_power", "sqrt", "rsqrt",
    "cbrt", "square", "sin", "cos", "tan", "tanh", "sinh", "cosh", "arcsin", "arccos", "arctan", "sigmoid",
    "minimum", "maximum", "clip", "where", "asarray", "array", "float16", "bfloat16", "float32", "float64",
    "int32", "int64", "uint32", "abs", "absolute", "sign", "floor", "ceil", "round", "mod", "remainder",
    "multiply", "add", "subtract", "divide", "true_divide", "floor_divide", "negative", "reciprocal",
    "softplus", "relu", "logaddexp", "interp", "cond", "select", "fold_in", "softmax", "log_softmax", "gelu",
    "silu", "swish", "elu", "leaky_relu", "celu", "selu", "logsumexp",
})
NUMERIC_MODULES = ("jax.numpy.", "jax.lax.", "jax.nn.", "jax.random.", "jax.scipy.special.")
