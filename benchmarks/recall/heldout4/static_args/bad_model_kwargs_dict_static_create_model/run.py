# Report: https://github.com/google/flax/issues/587
# As in the issue (flax/examples/wmt/train.py): `create_model` is jitted with `model_kwargs` among its
# `static_argnums`, and `main` passes a dict; static arguments must be hashable, so jit raises
# "ValueError: Non-hashable static arguments are not supported" (unhashable type: 'dict').
from wmt.train import main

if __name__ == "__main__":
    print(main())
