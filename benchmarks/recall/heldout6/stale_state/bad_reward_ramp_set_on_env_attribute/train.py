# Report: https://github.com/kuds/mesozoic-labs/pull/423
# As the PR describes: the forward-velocity reward ramp "never took effect": the trainer set the
# scale on the environment object, whose step is jitted, so the compiled step kept the value of the
# first trace (the PR wires forward_vel_scale through env.step as a runtime argument).
from dino.env import MJXDinoEnv
from dino.trainer import JaxTrainer

if __name__ == "__main__":
    trainer = JaxTrainer(MJXDinoEnv())
    for scale, ret in trainer.train(n_epochs=4):
        print(f"forward_vel_scale {scale:.2f}: episode return {ret:.4f}")
