# Report: https://github.com/google/brax/issues/440
# Fixed twin: the facade passes the wrapper's current init_pos to the jitted reset as an argument.
import numpy as np

from envs import GymWrapper, InitialPoseWrapper

if __name__ == "__main__":
    env = InitialPoseWrapper()
    gym_env = GymWrapper(env)
    for goal in ([1.0, 2.0], [-3.0, 0.5], [4.0, -4.0]):
        env.set_initial_state(np.array(goal))
        obs = gym_env.reset()
        print("asked for", goal, "reset at", np.round(obs[:2], 2))
