// features: string_format
import java.time.*;
public class TimeFormatConversions {
    public static void main(String[] args) {
        LocalDateTime dt = LocalDateTime.of(2024, 3, 15, 19, 5, 7, 123456789);
        System.out.println(String.format("%tr|%tL|%tN|%tp|%Tp|%tl|%tI|%tk", dt, dt, dt, dt, dt, dt, dt, dt));
        try { System.out.println(String.format("%tc", dt)); } catch (Exception e) { System.out.println(e); }
        try { System.out.println(String.format("%ts", dt)); } catch (Exception e) { System.out.println(e); }
        try { System.out.println(String.format("%tY", LocalTime.of(1, 2))); } catch (Exception e) { System.out.println(e); }
        try { System.out.println(String.format("%tH", LocalDate.of(2020, 1, 2))); } catch (Exception e) { System.out.println(e); }
        System.out.println(String.format("%tT", LocalTime.of(1, 2, 3)));
    }
}
