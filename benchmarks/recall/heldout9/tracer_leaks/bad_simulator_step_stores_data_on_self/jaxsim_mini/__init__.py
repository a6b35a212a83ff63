from jaxsim_mini.simulator import JaxSim, SimulatorData

__all__ = ["JaxSim", "SimulatorData"]
