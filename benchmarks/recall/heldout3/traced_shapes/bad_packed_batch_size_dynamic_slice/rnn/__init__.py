from .packed import PackedSequence, run_packed

__all__ = ["PackedSequence", "run_packed"]
