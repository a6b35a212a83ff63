"""Log helpers (a reduction of keras.src.utils.python_utils.pythonify_logs)."""


def pythonify_logs(logs):
    result = {}
    for key, value in sorted(logs.items()):
        result[key] = float(value)
    return result
