DEBUG = False
loaded_by = __name__
