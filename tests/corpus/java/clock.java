// features: program, class_declaration, object_methods, string_format, hash_set, array_list
import java.util.*;

public class Clock {
    static final class Time {
        private final int minutes;

        Time(int hours, int mins) {
            int total = Math.floorMod(hours * 60 + mins, 24 * 60);
            this.minutes = total;
        }

        Time add(int mins) { return new Time(0, minutes + mins); }
        Time subtract(int mins) { return add(-mins); }

        @Override
        public String toString() {
            return String.format("%02d:%02d", minutes / 60, minutes % 60);
        }

        @Override
        public boolean equals(Object o) {
            if (this == o) return true;
            if (!(o instanceof Time)) return false;
            Time other = (Time) o;
            return minutes == other.minutes;
        }

        @Override
        public int hashCode() { return Integer.hashCode(minutes); }
    }

    public static void main(String[] args) {
        int[][] creates = {{8, 0}, {11, 9}, {24, 0}, {25, 0}, {100, 0}, {1, 60}, {0, 160}, {0, 1723},
                           {-1, 15}, {-25, 0}, {-91, 0}, {1, -40}, {1, -160}, {-25, -160}, {-121, -5810}};
        for (int[] c : creates) {
            System.out.println("create(" + c[0] + ", " + c[1] + ") = " + new Time(c[0], c[1]));
        }
        System.out.println("10:00 + 3 = " + new Time(10, 0).add(3));
        System.out.println("00:45 + 40 = " + new Time(0, 45).add(40));
        System.out.println("23:59 + 2 = " + new Time(23, 59).add(2));
        System.out.println("05:32 + 1500 = " + new Time(5, 32).add(1500));
        System.out.println("10:03 - 3 = " + new Time(10, 3).subtract(3));
        System.out.println("00:03 - 4 = " + new Time(0, 3).subtract(4));
        System.out.println("06:15 - 3000 = " + new Time(6, 15).subtract(3000));

        System.out.println(new Time(15, 37).equals(new Time(15, 37)));
        System.out.println(new Time(15, 36).equals(new Time(15, 37)));
        System.out.println(new Time(10, 37).equals(new Time(34, 37)));
        System.out.println(new Time(3, 11).equals(new Time(99, 11)));
        System.out.println(new Time(-2, -40).equals(new Time(21, 20)));
        System.out.println(new Time(0, 0).equals(null));

        Set<Time> seen = new HashSet<>();
        List<Time> dupes = new ArrayList<>();
        for (int[] c : creates) {
            Time t = new Time(c[0], c[1]);
            if (!seen.add(t)) dupes.add(t);
        }
        System.out.println("distinct=" + seen.size() + " dupes=" + dupes);
    }
}
