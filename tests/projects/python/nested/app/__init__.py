print("app package")
