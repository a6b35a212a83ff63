from gpt.model import Block, Stack

__all__ = ["Block", "Stack"]
