// features: class_declaration, static_members, console_log, class_extends
// Registries keep counters and defaults in static fields; console.log shows a
// class with its static fields after it, as node does (static methods and
// accessors stay hidden, a class referring to itself is [Circular]).

class Plugin {
  static registry = new Map();
  static defaults = { enabled: true, priority: 5 };
  static count = 0;
  static register(name, opts = {}) {
    Plugin.count++;
    Plugin.registry.set(name, { ...Plugin.defaults, ...opts });
    return this;
  }
  static get names() {
    return [...Plugin.registry.keys()];
  }
}

class Empty {
  run() {}
}

class Cache extends Plugin {
  static ttl = 60;
  static tags = ['fast', 'memory'];
}

Plugin.register('auth', { priority: 1 }).register('cache');
console.log(Plugin);
console.log(Empty, Cache);
console.log({ Plugin, Empty });
console.log([Cache, Empty]);
console.log(Plugin.names, Plugin.count, Object.keys(Cache));

class Node {
  static root = null;
  static version = '1.0';
}
Node.root = Node;
console.log(Node);

class Config {
  static env = 'test';
  static limits = { cpu: 2, memory: { soft: 512, hard: 1024, units: { name: 'MiB', base: 2 } } };
}
console.log(Config);
console.log({ wrapped: Config });
Config.env = 'production-cluster-with-a-long-name';
Config.regions = ['eu-west-1', 'us-east-1', 'ap-southeast-2', 'sa-east-1'];
console.log(Config);
