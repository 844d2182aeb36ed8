print("termcolor: not yet")
