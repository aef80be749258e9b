# features: singleton_class_self, class_instance_vars, class_methods, instance_vars, modules
# Class-level state the way Ruby code keeps it: instance variables of the
# class object, set in the class body and used from `class << self` methods.
class Plugin
  @registry = {}
  @loaded = 0

  class << self
    def register(name, klass)
      @registry[name] = klass
      @loaded += 1
      self
    end

    def lookup(name)
      @registry.fetch(name) { raise KeyError, "no plugin #{name}" }
    end

    def names = @registry.keys.sort

    def loaded = @loaded

    private

    def reset_all
      @registry.clear
    end
  end

  attr_reader :name

  def initialize(name)
    @name = name
    @registry = :per_instance
  end

  def describe = "#{name} (#{@registry})"
end

class Counter
  def self.bump
    @hits ||= 0
    @hits += 1
  end

  def self.hits = @hits
end

module Config
  class << self
    def settings
      @settings ||= { "env" => "dev" }
    end

    def get(key) = settings[key]
  end
end

Plugin.register("csv", String).register("json", Hash)
p Plugin.names
puts Plugin.loaded
p Plugin.lookup("json")
begin
  Plugin.lookup("xml")
rescue KeyError => e
  puts "error: #{e.message}"
end
puts Plugin.new("csv").describe
p Counter.hits
3.times { Counter.bump }
p Counter.hits
Config.settings["level"] = 3
p Config.get("env"), Config.get("level"), Config.settings.size
