// features: helpful_null_pointer_messages, try_statement, lambda_expression, class_declaration
// A linked list of sensor readings whose maintenance code trips over missing links: the JVM's
// helpful NullPointerException messages name the field written and the null path.
public class null_field_stores {
    static class Reading {
        int value;
        String unit;
        Reading next;
        int[] samples;
    }

    static Reading latest;
    Reading cursor;

    static void attempt(String label, Runnable action) {
        try {
            action.run();
            System.out.println(label + ": ok");
        } catch (NullPointerException e) {
            System.out.println(label + ": " + e.getMessage());
        }
    }

    void advance() {
        attempt("cursor.value = 3", () -> { cursor.value = 3; });
        cursor = new Reading();
        attempt("cursor.next.unit = C", () -> { cursor.next.unit = "C"; });
    }

    public static void main(String[] args) {
        Reading missing = null;
        try {
            missing.value = 5;
        } catch (NullPointerException e) {
            System.out.println("1 " + e.getMessage());
        }
        Reading head = new Reading();
        head.value = 20;
        try {
            head.next.value = 21;
        } catch (NullPointerException e) {
            System.out.println("2 " + e.getMessage());
        }
        try {
            head.next.unit = "kPa";
        } catch (NullPointerException e) {
            System.out.println("3 " + e.getMessage());
        }
        try {
            latest.next = head;
        } catch (NullPointerException e) {
            System.out.println("4 " + e.getMessage());
        }
        try {
            head.samples[0] = 1;
        } catch (NullPointerException e) {
            System.out.println("5 " + e.getMessage());
        }
        int[] window = null;
        try {
            window[1] = 2;
        } catch (NullPointerException e) {
            System.out.println("6 " + e.getMessage());
        }
        try {
            missing.value += 1;
        } catch (NullPointerException e) {
            System.out.println("7 " + e.getMessage());
        }
        try {
            missing.value++;
        } catch (NullPointerException e) {
            System.out.println("8 " + e.getMessage());
        }
        new null_field_stores().advance();
        Reading[] slots = new Reading[2];
        slots[0] = head;
        try {
            slots[1].value = 4;
        } catch (NullPointerException e) {
            System.out.println("9 " + e.getMessage());
        }
        head.next = new Reading();
        head.next.value = head.value + 1;
        System.out.println("chain " + head.value + " -> " + head.next.value);
        Reading tail = head.next.next;
        tail.unit = "bar";
    }
}
