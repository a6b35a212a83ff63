# Report: https://github.com/jax-ml/jax/issues/21994
# The report's second example, in a board game's update: `.at[:4, mask].set(0)` with a mask computed
# from the board's first row works eagerly, and under jit raises NonConcreteBooleanIndexError (the
# report asks for boolean masks inside jit; the answer is jnp.where).
import jax
import jax.numpy as jnp


@jax.jit
def clear_even_columns(board):
    return board.at[:4, jnp.mod(board[0], 2) == 0].set(0)  # error: JAX103


def play(board, turns):
    for _ in range(turns):
        board = clear_even_columns(jnp.roll(board, 1, axis=1) + 1)
    return board


if __name__ == "__main__":
    board = jnp.reshape(jnp.arange(100), (10, 10))
    print(clear_even_columns.__wrapped__(board)[:4, :4])  # eager: fine
    print(play(board, 2))
