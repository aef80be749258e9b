// features: program, enum_declaration, abstract_class, nested_static_class, long_arithmetic, bitwise_operators, hash_map, string_format
import java.util.*;

public class TrafficSim {
    enum Light {
        RED(4) { Light next() { return GREEN; } },
        GREEN(3) { Light next() { return YELLOW; } },
        YELLOW(1) { Light next() { return RED; } };

        final int duration;
        Light(int duration) { this.duration = duration; }
        abstract Light next();
    }

    static class Intersection {
        private final String name;
        private Light light;
        private int remaining;
        private final Queue<Integer> waiting = new LinkedList<>();
        private int passed;
        private int totalWait;

        Intersection(String name, Light start) {
            this.name = name;
            this.light = start;
            this.remaining = start.duration;
        }

        void arrive(int carId) { waiting.offer(carId); }

        void tick(int time, Map<Integer, Integer> arrivals) {
            if (light == Light.GREEN && !waiting.isEmpty()) {
                int car = waiting.remove();
                passed++;
                totalWait += time - arrivals.get(car);
            }
            if (--remaining == 0) {
                light = light.next();
                remaining = light.duration;
            }
        }

        @Override
        public String toString() {
            return String.format("%-6s %-6s q=%d passed=%d", name, light, waiting.size(), passed);
        }
    }

    public static void main(String[] args) {
        Intersection north = new Intersection("North", Light.RED);
        Intersection east = new Intersection("East", Light.GREEN);
        List<Intersection> all = List.of(north, east);
        Map<Integer, Integer> arrivals = new HashMap<>();
        int carId = 0;
        long seed = 12345;
        for (int t = 0; t < 24; t++) {
            seed = (seed * 1103515245 + 12345) & 0x7fffffff;
            int r = (int) (seed % 10);
            if (r < 6) {
                Intersection target = r % 2 == 0 ? north : east;
                arrivals.put(carId, t);
                target.arrive(carId++);
            }
            for (Intersection i : all) i.tick(t, arrivals);
            if (t % 4 == 3) {
                System.out.println("t=" + t);
                all.forEach(i -> System.out.println("  " + i));
            }
        }
        for (Intersection i : all) {
            double avg = i.passed == 0 ? 0 : (double) i.totalWait / i.passed;
            System.out.printf("%s: %d cars through, average wait %.2f ticks, %d still waiting%n",
                    i.name, i.passed, avg, i.waiting.size());
        }
        EnumMap<Light, Integer> cycle = new EnumMap<>(Light.class);
        for (Light l : Light.values()) cycle.put(l, l.duration);
        System.out.println("Cycle: " + cycle + " total " + cycle.values().stream().mapToInt(Integer::intValue).sum());
    }
}
