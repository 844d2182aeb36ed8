print("make-pages: not yet")
