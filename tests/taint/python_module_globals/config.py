name = "default"
