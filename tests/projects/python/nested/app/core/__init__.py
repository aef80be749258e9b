NAME = "core"
