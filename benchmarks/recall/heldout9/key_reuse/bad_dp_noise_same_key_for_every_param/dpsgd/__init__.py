from dpsgd.privacy import private_grad

__all__ = ["private_grad"]
