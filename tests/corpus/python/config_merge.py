# features: stdlib_json, stdlib_fractions_copy, recursion, yield, dictionary_comprehension, f_string, try_statement, except_clause
"""Layered JSON configuration: defaults, environment overrides, validation."""
import json
import copy

DEFAULTS = json.loads("""
{
  "server": {"host": "0.0.0.0", "port": 8080, "workers": 4, "tls": null},
  "logging": {"level": "INFO", "handlers": ["console"]},
  "features": {"beta": false, "max_upload_mb": 25.5},
  "name": "svc"
}
""")

PRODUCTION = '{"server": {"port": 443, "tls": {"cert": "/etc/cert.pem"}}, "logging": {"handlers": ["console", "file"]}}'
ENV = {"SVC_SERVER__WORKERS": "16", "SVC_FEATURES__BETA": "true", "SVC_LOGGING__LEVEL": "warning", "OTHER": "x"}


def deep_merge(base, override):
    out = copy.deepcopy(base)
    for key, value in override.items():
        if isinstance(value, dict) and isinstance(out.get(key), dict):
            out[key] = deep_merge(out[key], value)
        else:
            out[key] = value
    return out


def coerce(text):
    try:
        return json.loads(text)
    except json.JSONDecodeError:
        return text


def env_overrides(env, prefix="SVC_"):
    result = {}
    for key, raw in sorted(env.items()):
        if not key.startswith(prefix):
            continue
        path = key[len(prefix):].lower().split("__")
        node = result
        for part in path[:-1]:
            node = node.setdefault(part, {})
        node[path[-1]] = coerce(raw)
    return result


def validate(cfg):
    problems = []
    port = cfg["server"]["port"]
    if not (0 < port < 65536):
        problems.append(f"bad port {port}")
    if cfg["logging"]["level"].upper() not in {"DEBUG", "INFO", "WARNING", "ERROR"}:
        problems.append("bad level")
    if cfg["server"]["workers"] > 8:
        problems.append(f"workers {cfg['server']['workers']} > 8")
    return problems


def flatten(d, prefix=""):
    for k, v in d.items():
        key = f"{prefix}.{k}" if prefix else k
        if isinstance(v, dict):
            yield from flatten(v, key)
        else:
            yield key, v


cfg = deep_merge(DEFAULTS, json.loads(PRODUCTION))
cfg = deep_merge(cfg, env_overrides(ENV))
print(json.dumps(cfg, indent=2, sort_keys=True))
print("problems:", validate(cfg))
for key, value in flatten(cfg):
    print(f"{key:<26} = {json.dumps(value)}")
print(DEFAULTS["server"]["tls"] is None, DEFAULTS["logging"]["handlers"])
print(json.dumps({"a": [1, 2.0, None, True], "b": "é\n"}, separators=(",", ":")))
print(json.dumps({"a": "é"}, ensure_ascii=False))
try:
    json.loads('{"port": 80,}')
except json.JSONDecodeError as e:
    print("JSONDecodeError:", e.msg, "at", e.pos)
diff = {k: v for k, v in flatten(cfg) if dict(flatten(DEFAULTS)).get(k) != v}
print(sorted(diff))
