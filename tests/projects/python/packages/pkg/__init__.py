VERSION = "1.0"
print("pkg init")
