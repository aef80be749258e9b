// features: program, arrays, while_statement, int_arithmetic, custom_exceptions, class_declaration, throw_statement, try_statement
public class BinarySearch {
    private final int[] items;

    BinarySearch(int[] items) {
        this.items = items;
    }

    int indexOf(int value) {
        int lo = 0, hi = items.length - 1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            if (items[mid] == value) return mid;
            if (items[mid] < value) lo = mid + 1;
            else hi = mid - 1;
        }
        throw new ValueNotFoundException("Value not in array");
    }

    public static void main(String[] args) {
        BinarySearch bs = new BinarySearch(new int[]{1, 3, 4, 6, 8, 9, 11});
        int[] probes = {6, 1, 11, 7, 0, 13};
        for (int p : probes) {
            try {
                System.out.println(p + " at " + bs.indexOf(p));
            } catch (ValueNotFoundException e) {
                System.out.println(p + ": " + e.getMessage());
            }
        }
        BinarySearch empty = new BinarySearch(new int[0]);
        try {
            empty.indexOf(1);
        } catch (RuntimeException e) {
            System.out.println("empty: " + e.getMessage());
        }
    }
}

class ValueNotFoundException extends RuntimeException {
    ValueNotFoundException(String message) {
        super(message);
    }
}
