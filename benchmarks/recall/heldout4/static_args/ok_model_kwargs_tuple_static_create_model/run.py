# Report: https://github.com/google/flax/issues/587
# The workaround from the issue: pass the model kwargs as a tuple of items (hashable) and rebuild the
# dict inside the jitted function.
from wmt.train import main

if __name__ == "__main__":
    print(main())
