# features: stdlib_json, recursion, dictionary, default_parameter, f_string
import json

SCHEMA = {
    "type": "object",
    "required": ["id", "name", "tags"],
    "properties": {
        "id": {"type": "integer", "minimum": 1},
        "name": {"type": "string", "minLength": 2},
        "price": {"type": "number", "minimum": 0},
        "tags": {"type": "array", "items": {"type": "string"}},
        "dims": {"type": "object", "properties": {"w": {"type": "number"}, "h": {"type": "number"}}},
    },
}
TYPES = {"object": dict, "array": list, "string": str, "integer": int, "number": (int, float), "boolean": bool}

def validate(value, schema, path="$"):
    errors = []
    expected = TYPES[schema["type"]]
    if not isinstance(value, expected) or (schema["type"] in ("integer", "number") and isinstance(value, bool)):
        return [f"{path}: expected {schema['type']}, got {type(value).__name__}"]
    if "minimum" in schema and value < schema["minimum"]:
        errors.append(f"{path}: {value} < {schema['minimum']}")
    if "minLength" in schema and len(value) < schema["minLength"]:
        errors.append(f"{path}: too short ({len(value)})")
    if schema["type"] == "object":
        for key in schema.get("required", []):
            if key not in value:
                errors.append(f"{path}: missing {key!r}")
        for key, sub in schema.get("properties", {}).items():
            if key in value:
                errors.extend(validate(value[key], sub, f"{path}.{key}"))
    if schema["type"] == "array":
        for i, item in enumerate(value):
            errors.extend(validate(item, schema["items"], f"{path}[{i}]"))
    return errors

DOCS = """[
 {"id": 1, "name": "Desk", "price": 120.5, "tags": ["wood", "office"], "dims": {"w": 120, "h": 75}},
 {"id": 0, "name": "X", "tags": ["a", 3]},
 {"name": "Lamp", "price": -1, "tags": "light", "dims": {"w": "wide"}},
 {"id": true, "name": "Chair", "tags": []}
]"""
for doc in json.loads(DOCS):
    errs = validate(doc, SCHEMA)
    label = doc.get("name", "?")
    print(f"{label}: {'ok' if not errs else str(len(errs)) + ' error(s)'}")
    for e in errs:
        print("   ", e)
print(json.dumps(SCHEMA["properties"]["dims"], separators=(",", ":")))
