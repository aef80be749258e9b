// features: program, static_initializer, static_members, final_modifier, arrays, hash_map
import java.util.HashMap;
import java.util.Map;

public class StaticInit {
    static final int SIZE;
    static final int[] SQUARES;
    static final Map<Integer, String> NAMES = new HashMap<>();
    static int instances;

    static {
        SIZE = 6;
        SQUARES = new int[SIZE];
        for (int i = 0; i < SIZE; i++) SQUARES[i] = i * i;
    }

    static {
        NAMES.put(1, "one");
        NAMES.put(2, "two");
        NAMES.put(10, "ten");
        NAMES.put(3, "three");
    }

    final int id;

    StaticInit() {
        instances++;
        id = instances;
    }

    public static void main(String[] args) {
        System.out.println(SIZE + " " + java.util.Arrays.toString(SQUARES));
        System.out.println(NAMES);
        StaticInit a = new StaticInit(), b = new StaticInit(), c = new StaticInit();
        System.out.println(a.id + " " + b.id + " " + c.id + " total " + instances);
        System.out.println(Counter.next() + " " + Counter.next() + " " + Counter.START);
    }
}

class Counter {
    static final int START = 100;
    private static int value = START;
    static int next() { return value++; }
}
