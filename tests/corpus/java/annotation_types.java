// features: program, annotations, cast_expression, increment_decrement, char_type
import java.lang.annotation.*;

// Annotation type declarations (top level and nested) are metadata only; a cast of a
// post-increment, `(byte) i++`, casts the value the increment yields.
public class annotation_types {
    @Retention(RetentionPolicy.RUNTIME)
    @Target(ElementType.METHOD)
    @interface Audited {
        String by() default "system";
        int level() default 1;
    }

    @Audited(by = "ops", level = 2)
    static int compute(int x) { return x * 3; }

    public static void main(String[] args) {
        System.out.println(compute(14));
        short i = 250;
        byte[] bytes = new byte[4];
        for (int k = 0; k < bytes.length; k++) bytes[k] = (byte) i++;
        System.out.println(java.util.Arrays.toString(bytes) + " " + i);
        int code = 65;
        char first = (char) code++;
        char second = (char) code++;
        System.out.println("" + first + second + " " + code);
        long big = 5_000_000_000L;
        int low = (int) big--;
        System.out.println(low + " " + big);
    }
}

@interface Version {
    int major();
    int minor() default 0;
}
