;; The WhatsApp cleaner's common lines, read in WebAssembly (whatsapp-line-scanner.ts).
;;
;; V8 runs a module's code compiled from its first call; JavaScript it interprets
;; first and compiles only once it is hot, which costs a cold `cadence clean` of a
;; 10 MB export most of its time (docs/benchmarks.md). This module reads the lines
;; most of an export is made of, the same way whatsapp-scan.ts does, and hands
;; every other line back to it:
;;   - a message's header in one of the common layouts (whatsapp-common-header.ts)
;;     whose date can be read (resolveDate), by a spelling of an author already
;;     seen (SenderRegistry.knownAuthorEnd), with a text that is no notice
;;     (isNoticeText, without the cases it decodes), past the file's first three
;;     headers, in the file's own layout (whatsapp-layout.ts): its fields go to the
;;     staging columns;
;;   - a line no header can start (mayStartHeader says no): skipped.
;; It gives a line back at the first doubt, so a line it reads is one the
;; JavaScript reads the same way (whatsapp-line-scanner.test.ts compares both).
;; Once the file is read, `write` writes the content-free lines of the columns
;; as content-free-writer.ts does, a buffer at a time.
;;
;; Memory: the state block at STATE (32-bit fields, offsets below, kept in step
;; with whatsapp-line-scanner.ts), the tables it points to, the staging columns,
;; and the piece of the file being read, followed by zeros.

(module
  (memory (export "memory") 1)

  ;; State block offsets.
  ;;   0 piece: address of the piece's byte 0       4 pieceLength
  ;;   8 headers      12 yearFirst      16 lastYear      20 usClock
  ;;  24 stageLength  28 stageCapacity  32 firstMax      36 secondMax
  ;;  40 stage: address of the first column (the six follow, stageCapacity apart)
  ;;  44 spellings: address of the spelling entries    48 spellingCount
  ;;  52 phrases: address of the notice openings        56 phraseCount
  ;;  60 openingFirst: 128 bytes, 1 at an opening's first character
  ;;  64 monthInitial: 128 bytes, 1 at a month word's capital
  ;; An entry (spelling or phrase) is three 32-bit fields: address, length, user number.
  ;; For `write`:
  ;;  68 columns: address of the first column (the six follow, count apart)   72 count
  ;;  76 days: 0 when the first column holds the day, 1 when the second does
  ;;  80 labels: address of the three label numbers, or 0 for none
  ;;  84 out: address of the buffer of template lines    88 outLines: lines it holds
  ;;  92 monthDays: days in each month at yy * 16 + month (1,600 bytes)
  ;;  96 next: the message `write` stopped before        100 written: lines it wrote
;; 104 layout: the file's header layout (whatsapp-layout.ts layoutOf)

  ;; The header just read (readCommonHeader's fields).
  (global $bracketed (mut i32) (i32.const 0))
  (global $first (mut i32) (i32.const 0))
  (global $firstDigits (mut i32) (i32.const 0))
  (global $separator (mut i32) (i32.const 0))
  (global $second (mut i32) (i32.const 0))
  (global $third (mut i32) (i32.const 0))
  (global $thirdDigits (mut i32) (i32.const 0))
  (global $hour (mut i32) (i32.const 0))
  (global $minute (mut i32) (i32.const 0))
  (global $meridiem (mut i32) (i32.const 0))
  (global $seconds (mut i32) (i32.const 0))
  ;; The number after the digits just read, and how many digits it had.
  (global $value (mut i32) (i32.const 0))
  (global $digits (mut i32) (i32.const 0))

  ;; Reads up to $max ASCII digits at $p into $value/$digits; the address after them.
  (func $readNumber (param $p i32) (param $max i32) (result i32)
    (local $d i32)
    (global.set $value (i32.const 0))
    (global.set $digits (i32.const 0))
    (block $done
      (loop $next
        (br_if $done (i32.ge_u (global.get $digits) (local.get $max)))
        (local.set $d (i32.sub (i32.load8_u (local.get $p)) (i32.const 48)))
        (br_if $done (i32.gt_u (local.get $d) (i32.const 9)))
        (global.set $value
          (i32.add (i32.mul (global.get $value) (i32.const 10)) (local.get $d)))
        (global.set $digits (i32.add (global.get $digits) (i32.const 1)))
        (local.set $p (i32.add (local.get $p) (i32.const 1)))
        (br $next)))
    (local.get $p))

  ;; readCommonHeader: the address where the text after the header starts, or 0.
  (func $readCommonHeader (param $p i32) (result i32)
    (local $c i32) (local $tens i32) (local $units i32) (local $space i32) (local $letter i32)
    (global.set $bracketed (i32.eq (i32.load8_u (local.get $p)) (i32.const 0x5b)))
    (if (global.get $bracketed) (then (local.set $p (i32.add (local.get $p) (i32.const 1)))))
    ;; The date: up to four digits, a separator, up to four digits, the same separator, up to four.
    (local.set $p (call $readNumber (local.get $p) (i32.const 4)))
    (if (i32.eqz (global.get $digits)) (then (return (i32.const 0))))
    (global.set $first (global.get $value))
    (global.set $firstDigits (global.get $digits))
    (global.set $separator (i32.load8_u (local.get $p)))
    (if (i32.and
          (i32.ne (global.get $separator) (i32.const 0x2f))
          (i32.and
            (i32.ne (global.get $separator) (i32.const 0x2e))
            (i32.ne (global.get $separator) (i32.const 0x2d))))
      (then (return (i32.const 0))))
    (local.set $p (call $readNumber (i32.add (local.get $p) (i32.const 1)) (i32.const 4)))
    (if (i32.eqz (global.get $digits)) (then (return (i32.const 0))))
    (global.set $second (global.get $value))
    (if (i32.ne (i32.load8_u (local.get $p)) (global.get $separator)) (then (return (i32.const 0))))
    (local.set $p (call $readNumber (i32.add (local.get $p) (i32.const 1)) (i32.const 4)))
    (if (i32.eqz (global.get $digits)) (then (return (i32.const 0))))
    (global.set $third (global.get $value))
    (global.set $thirdDigits (global.get $digits))
    ;; A Buddhist-era year is the general reader's to convert.
    (if (i32.and (i32.eq (global.get $thirdDigits) (i32.const 4))
                 (i32.ge_u (global.get $third) (i32.const 2400)))
      (then (return (i32.const 0))))
    ;; `, ` or a single space, then the time.
    (local.set $c (i32.load8_u (local.get $p)))
    (if (i32.eq (local.get $c) (i32.const 0x2c))
      (then
        (local.set $p (i32.add (local.get $p) (i32.const 1)))
        (local.set $c (i32.load8_u (local.get $p)))))
    (if (i32.ne (local.get $c) (i32.const 0x20)) (then (return (i32.const 0))))
    (local.set $p (call $readNumber (i32.add (local.get $p) (i32.const 1)) (i32.const 2)))
    (if (i32.eqz (global.get $digits)) (then (return (i32.const 0))))
    (global.set $hour (global.get $value))
    (if (i32.ne (i32.load8_u (local.get $p)) (i32.const 0x3a)) (then (return (i32.const 0))))
    (local.set $tens (i32.sub (i32.load8_u offset=1 (local.get $p)) (i32.const 48)))
    (local.set $units (i32.sub (i32.load8_u offset=2 (local.get $p)) (i32.const 48)))
    (if (i32.or (i32.gt_u (local.get $tens) (i32.const 9)) (i32.gt_u (local.get $units) (i32.const 9)))
      (then (return (i32.const 0))))
    (global.set $minute (i32.add (i32.mul (local.get $tens) (i32.const 10)) (local.get $units)))
    (local.set $p (i32.add (local.get $p) (i32.const 3)))
    (local.set $c (i32.load8_u (local.get $p)))
    (global.set $seconds (i32.eq (local.get $c) (i32.const 0x3a)))
    (if (global.get $seconds)
      (then
        (local.set $tens (i32.sub (i32.load8_u offset=1 (local.get $p)) (i32.const 48)))
        (local.set $units (i32.sub (i32.load8_u offset=2 (local.get $p)) (i32.const 48)))
        (if (i32.or (i32.gt_u (local.get $tens) (i32.const 9)) (i32.gt_u (local.get $units) (i32.const 9)))
          (then (return (i32.const 0))))
        (local.set $p (i32.add (local.get $p) (i32.const 3)))
        (local.set $c (i32.load8_u (local.get $p)))))
    ;; `AM`/`PM` in capitals after a space, a no-break space or a narrow no-break space.
    (global.set $meridiem (i32.const 0))
    (local.set $space
      (if (result i32) (i32.eq (local.get $c) (i32.const 0x20))
        (then (i32.const 1))
        (else
          (if (result i32) (i32.and (i32.eq (local.get $c) (i32.const 0xc2))
                                    (i32.eq (i32.load8_u offset=1 (local.get $p)) (i32.const 0xa0)))
            (then (i32.const 2))
            (else
              (if (result i32) (i32.and (i32.eq (local.get $c) (i32.const 0xe2))
                                        (i32.and (i32.eq (i32.load8_u offset=1 (local.get $p)) (i32.const 0x80))
                                                 (i32.eq (i32.load8_u offset=2 (local.get $p)) (i32.const 0xaf))))
                (then (i32.const 3))
                (else (i32.const 0))))))))
    (if (local.get $space)
      (then
        (local.set $letter (i32.load8_u (i32.add (local.get $p) (local.get $space))))
        (if (i32.and
              (i32.or (i32.eq (local.get $letter) (i32.const 0x41)) (i32.eq (local.get $letter) (i32.const 0x50)))
              (i32.eq (i32.load8_u offset=1 (i32.add (local.get $p) (local.get $space))) (i32.const 0x4d)))
          (then
            (global.set $meridiem
              (select (i32.const 1) (i32.const 2) (i32.eq (local.get $letter) (i32.const 0x41))))
            (local.set $p (i32.add (local.get $p) (i32.add (local.get $space) (i32.const 2))))
            (local.set $c (i32.load8_u (local.get $p)))))))
    (if (global.get $bracketed)
      (then
        (if (i32.or (i32.ne (local.get $c) (i32.const 0x5d))
                    (i32.ne (i32.load8_u offset=1 (local.get $p)) (i32.const 0x20)))
          (then (return (i32.const 0))))
        (local.set $p (i32.add (local.get $p) (i32.const 2))))
      (else
        (if (i32.or (i32.ne (local.get $c) (i32.const 0x20))
                    (i32.or (i32.ne (i32.load8_u offset=1 (local.get $p)) (i32.const 0x2d))
                            (i32.ne (i32.load8_u offset=2 (local.get $p)) (i32.const 0x20))))
          (then (return (i32.const 0))))
        (local.set $p (i32.add (local.get $p) (i32.const 3)))))
    ;; A time that cannot exist is the general reader's to report.
    (if (i32.ge_u (global.get $minute) (i32.const 60)) (then (return (i32.const 0))))
    (if (i32.eqz (global.get $meridiem))
      (then (if (i32.ge_u (global.get $hour) (i32.const 24)) (then (return (i32.const 0)))))
      (else
        (if (i32.eq (global.get $meridiem) (i32.const 1))
          (then (if (i32.gt_u (global.get $hour) (i32.const 12)) (then (return (i32.const 0)))))
          (else
            (if (i32.or (i32.lt_u (global.get $hour) (i32.const 1)) (i32.ge_u (global.get $hour) (i32.const 24)))
              (then (return (i32.const 0))))))))
    (local.get $p))

  ;; layoutOf (whatsapp-layout.ts) of the header readCommonHeader just read: no time first, no
  ;; month word, no `: ` at the end and ASCII digits only, as that reader reads them.
  (func $layout (result i32)
    (i32.or
      (i32.or
        (global.get $bracketed)
        (i32.shl
          (select (i32.const 1)
            (select (i32.const 2) (i32.const 3) (i32.eq (global.get $separator) (i32.const 0x2e)))
            (i32.eq (global.get $separator) (i32.const 0x2f)))
          (i32.const 3)))
      (i32.or
        (i32.or
          (select (i32.const 32) (i32.const 0) (global.get $meridiem))
          (select (i32.const 512) (i32.const 0) (global.get $seconds)))
        (i32.shl
          (select (i32.const 2)
            (i32.gt_u (global.get $thirdDigits) (i32.const 2))
            (i32.gt_u (global.get $firstDigits) (i32.const 2)))
          (i32.const 7)))))

  ;; The $length bytes at $a and at $b are the same: four at a time, then one at a time.
  (func $same (param $a i32) (param $b i32) (param $length i32) (result i32)
    (local $i i32)
    (block $words
      (loop $next
        (br_if $words (i32.gt_u (i32.add (local.get $i) (i32.const 4)) (local.get $length)))
        (if (i32.ne (i32.load (i32.add (local.get $a) (local.get $i)))
                    (i32.load (i32.add (local.get $b) (local.get $i))))
          (then (return (i32.const 0))))
        (local.set $i (i32.add (local.get $i) (i32.const 4)))
        (br $next)))
    (block $bytes
      (loop $next
        (br_if $bytes (i32.ge_u (local.get $i) (local.get $length)))
        (if (i32.ne (i32.load8_u (i32.add (local.get $a) (local.get $i)))
                    (i32.load8_u (i32.add (local.get $b) (local.get $i))))
          (then (return (i32.const 0))))
        (local.set $i (i32.add (local.get $i) (i32.const 1)))
        (br $next)))
    (i32.const 1))

  ;; bytesStartWith on the piece: the entry's bytes at $at, within the piece's $end.
  (func $startsWith (param $at i32) (param $end i32) (param $entry i32) (result i32)
    (if (i32.gt_u (i32.add (local.get $at) (i32.load offset=4 (local.get $entry))) (local.get $end))
      (then (return (i32.const 0))))
    (call $same (local.get $at) (i32.load (local.get $entry)) (i32.load offset=4 (local.get $entry))))

  ;; SenderRegistry.knownAuthorEnd: the address of the ": " after a known spelling at $start
  ;; (its user number in $found), or 0.
  (global $found (mut i32) (i32.const 0))
  (func $knownAuthorEnd (param $start i32) (param $lineEnd i32) (param $end i32) (result i32)
    (local $entry i32) (local $last i32) (local $colon i32)
    (local.set $entry (i32.load offset=44 (i32.const 0)))
    (local.set $last
      (i32.add (local.get $entry) (i32.mul (i32.load offset=48 (i32.const 0)) (i32.const 12))))
    (block $none
      (loop $next
        (br_if $none (i32.ge_u (local.get $entry) (local.get $last)))
        (local.set $colon (i32.add (local.get $start) (i32.load offset=4 (local.get $entry))))
        (if (i32.and
              (i32.lt_u (local.get $colon) (local.get $lineEnd))
              (i32.eq (i32.load16_u (local.get $colon)) (i32.const 0x203a)))
          (then
            (if (call $startsWith (local.get $start) (local.get $end) (local.get $entry))
              (then
                (global.set $found (i32.load offset=8 (local.get $entry)))
                (return (local.get $colon))))))
        (local.set $entry (i32.add (local.get $entry) (i32.const 12)))
        (br $next)))
    (i32.const 0))

  ;; The text at $start after the author at [$authorStart, $authorEnd) is no notice for sure
  ;; (isNoticeText says false without decoding anything): 1; 0 when in doubt.
  (func $surelyNoNotice (param $start i32) (param $authorStart i32) (param $authorEnd i32) (param $end i32) (result i32)
    (local $first i32) (local $entry i32) (local $last i32) (local $length i32)
    (local.set $first (i32.load8_u (local.get $start)))
    ;; A left-to-right or right-to-left mark first: the notice may need decoding.
    (if (i32.and
          (i32.eq (local.get $first) (i32.const 0xe2))
          (i32.and
            (i32.eq (i32.load8_u offset=1 (local.get $start)) (i32.const 0x80))
            (i32.eq (i32.and (i32.load8_u offset=2 (local.get $start)) (i32.const 0xfe)) (i32.const 0x8e))))
      (then (return (i32.const 0))))
    (if (i32.eq (local.get $first) (i32.const 0x3c)) (then (return (i32.const 1))))
    (if (i32.lt_u (local.get $first) (i32.const 128))
      (then
        (if (i32.load8_u (i32.add (i32.load offset=60 (i32.const 0)) (local.get $first)))
          (then
            (local.set $entry (i32.load offset=52 (i32.const 0)))
            (local.set $last
              (i32.add (local.get $entry) (i32.mul (i32.load offset=56 (i32.const 0)) (i32.const 12))))
            (block $none
              (loop $next
                (br_if $none (i32.ge_u (local.get $entry) (local.get $last)))
                (if (call $startsWith (local.get $start) (local.get $end) (local.get $entry))
                  (then (return (i32.const 0))))
                (local.set $entry (i32.add (local.get $entry) (i32.const 12)))
                (br $next)))))))
    ;; The author's own name first ("Boris: Boris created group …"): the actor's verbs decide.
    (local.set $length (i32.sub (local.get $authorEnd) (local.get $authorStart)))
    (if (i32.and
          (i32.eq (local.get $first) (i32.load8_u (local.get $authorStart)))
          (i32.le_u (i32.add (local.get $start) (local.get $length)) (local.get $end)))
      (then
        (if (call $same (local.get $start) (local.get $authorStart) (local.get $length))
          (then (return (i32.const 0))))))
    (i32.const 1))

  ;; isDigitAt: a digit the general reader reads (ASCII, Arabic-Indic or Persian) at $p.
  (func $isDigitAt (param $p i32) (result i32)
    (local $lead i32) (local $next i32)
    (local.set $lead (i32.load8_u (local.get $p)))
    (local.set $next (i32.load8_u offset=1 (local.get $p)))
    (i32.or
      (i32.le_u (i32.sub (local.get $lead) (i32.const 0x30)) (i32.const 9))
      (i32.or
        (i32.and (i32.eq (local.get $lead) (i32.const 0xd9))
                 (i32.le_u (i32.sub (local.get $next) (i32.const 0xa0)) (i32.const 9)))
        (i32.and (i32.eq (local.get $lead) (i32.const 0xdb))
                 (i32.le_u (i32.sub (local.get $next) (i32.const 0xb0)) (i32.const 9))))))

  (func $isLetter (param $byte i32) (result i32)
    (i32.le_u (i32.sub (i32.or (local.get $byte) (i32.const 0x20)) (i32.const 0x61)) (i32.const 25)))

  ;; A header may start at $p (mayStartHeader might say yes): 1; 0 where it surely says no.
  (func $mayStartHeader (param $p i32) (result i32)
    (local $lead i32) (local $b1 i32) (local $b2 i32) (local $q i32) (local $next i32) (local $end i32)
    (local.set $lead (i32.load8_u (local.get $p)))
    (if (i32.ge_u (local.get $lead) (i32.const 0x80))
      (then
        ;; Emoji and the like (four bytes, or three past U+2FFF) are neither digits nor marks.
        (if (i32.or (i32.ge_u (local.get $lead) (i32.const 0xf0))
                    (i32.le_u (i32.sub (local.get $lead) (i32.const 0xe3)) (i32.const 11)))
          (then (return (i32.const 0))))
        (local.set $b1 (i32.load8_u offset=1 (local.get $p)))
        (local.set $b2 (i32.load8_u offset=2 (local.get $p)))
        ;; Direction and embedding marks (U+200E, U+200F, U+202A-U+202E) and the byte-order mark.
        (if (i32.and (i32.eq (local.get $lead) (i32.const 0xe2)) (i32.eq (local.get $b1) (i32.const 0x80)))
          (then
            (return (i32.or (i32.eq (i32.and (local.get $b2) (i32.const 0xfe)) (i32.const 0x8e))
                            (i32.le_u (i32.sub (local.get $b2) (i32.const 0xaa)) (i32.const 4))))))
        (if (i32.eq (local.get $lead) (i32.const 0xef))
          (then
            (return (i32.and (i32.eq (local.get $b1) (i32.const 0xbb)) (i32.eq (local.get $b2) (i32.const 0xbf))))))
        (return (call $isDigitAt (local.get $p)))))
    (if (i32.le_u (i32.sub (local.get $lead) (i32.const 0x30)) (i32.const 9))
      (then
        ;; mayFollowFirstNumber
        (local.set $q (i32.add (local.get $p) (i32.const 1)))
        (local.set $end (i32.add (local.get $p) (i32.const 4)))
        (block $done
          (loop $digit
            (br_if $done (i32.ge_u (local.get $q) (local.get $end)))
            (br_if $done (i32.gt_u (i32.sub (i32.load8_u (local.get $q)) (i32.const 0x30)) (i32.const 9)))
            (local.set $q (i32.add (local.get $q) (i32.const 1)))
            (br $digit)))
        (local.set $next (i32.load8_u (local.get $q)))
        (if (i32.ge_u (local.get $next) (i32.const 0x80)) (then (return (i32.const 1))))
        (if (i32.eq (local.get $next) (i32.const 0x3a))
          (then (return (i32.le_u (i32.sub (local.get $q) (local.get $p)) (i32.const 2)))))
        (if (i32.or (i32.eq (local.get $next) (i32.const 0x2f))
                    (i32.or (i32.eq (local.get $next) (i32.const 0x2e)) (i32.eq (local.get $next) (i32.const 0x2d))))
          (then
            (local.set $q (i32.add (local.get $q) (i32.const 1)))
            (if (i32.ge_u (i32.load8_u (local.get $q)) (i32.const 0xe2)) (then (return (i32.const 1))))
            (if (i32.eq (i32.load8_u (local.get $q)) (i32.const 0x20))
              (then (local.set $q (i32.add (local.get $q) (i32.const 1)))))
            (return (call $isDigitAt (local.get $q)))))
        ;; A month word after a space (`28 Aug`): left to the reader.
        (return (i32.and (i32.eq (local.get $next) (i32.const 0x20))
                         (call $isLetter (i32.load8_u offset=1 (local.get $q)))))))
    (if (i32.le_u (i32.sub (local.get $lead) (i32.const 0x41)) (i32.const 25))
      (then
        ;; mayStartMonthWord: a month's capital, letters, maybe a dot, a space and a digit.
        (if (i32.eqz (i32.load8_u (i32.add (i32.load offset=64 (i32.const 0)) (local.get $lead))))
          (then (return (i32.const 0))))
        (local.set $q (i32.add (local.get $p) (i32.const 1)))
        (block $done
          (loop $letter
            (br_if $done (i32.eqz (call $isLetter (i32.load8_u (local.get $q)))))
            (local.set $q (i32.add (local.get $q) (i32.const 1)))
            (br $letter)))
        (if (i32.eq (i32.load8_u (local.get $q)) (i32.const 0x2e))
          (then (local.set $q (i32.add (local.get $q) (i32.const 1)))))
        (return (i32.and (i32.eq (i32.load8_u (local.get $q)) (i32.const 0x20))
                         (call $isDigitAt (i32.add (local.get $q) (i32.const 1)))))))
    ;; `[` opens an iPhone header.
    (i32.eq (local.get $lead) (i32.const 0x5b)))

  ;; The first newline at or after $p, or $end when there is none before it.
  (func $lineEnd (param $p i32) (param $end i32) (result i32)
    (local $mask i32)
    (block $done
      (loop $next
        (br_if $done (i32.ge_u (local.get $p) (local.get $end)))
        (local.set $mask
          (i8x16.bitmask (i8x16.eq (v128.load (local.get $p)) (i8x16.splat (i32.const 0x0a)))))
        (if (local.get $mask)
          (then (return (i32.add (local.get $p) (i32.ctz (local.get $mask))))))
        (local.set $p (i32.add (local.get $p) (i32.const 16)))
        (br $next)))
    (local.get $end))

  ;; Reads the piece's lines from offset $from: each line it can read, until the first it leaves
  ;; to the JavaScript, or the first with no newline before the piece's end. Returns that line's
  ;; offset, or the piece's length.
  (func (export "scan") (param $from i32) (result i32)
    (local $piece i32) (local $end i32) (local $line i32) (local $lineEnd i32) (local $body i32)
    (local $yearFirst i32) (local $year i32) (local $day i32) (local $colon i32) (local $at i32)
    (local $stage i32) (local $capacity i32) (local $hour i32)
    (local.set $piece (i32.load offset=0 (i32.const 0)))
    (local.set $end (i32.add (local.get $piece) (i32.load offset=4 (i32.const 0))))
    (local.set $line (i32.add (local.get $piece) (local.get $from)))
    (local.set $stage (i32.load offset=40 (i32.const 0)))
    (local.set $capacity (i32.load offset=28 (i32.const 0)))
    (block $stop
      (loop $next
        (br_if $stop (i32.ge_u (local.get $line) (local.get $end)))
        (local.set $lineEnd (call $lineEnd (local.get $line) (local.get $end)))
        (br_if $stop (i32.ge_u (local.get $lineEnd) (local.get $end)))
        (local.set $body (call $readCommonHeader (local.get $line)))
        (if (i32.eqz (local.get $body))
          (then
            (br_if $stop (call $mayStartHeader (local.get $line))))
          (else
            ;; Past the first three headers (their notices are read in full).
            (br_if $stop (i32.lt_u (i32.load offset=8 (i32.const 0)) (i32.const 3)))
            (br_if $stop (i32.gt_u (local.get $body) (local.get $lineEnd)))
            ;; A header in another layout is a quoted message's: the JavaScript leaves it as text.
            (br_if $stop (i32.ne (call $layout) (i32.load offset=104 (i32.const 0))))
            ;; resolveDate
            (local.set $yearFirst (i32.gt_u (global.get $firstDigits) (i32.const 2)))
            (local.set $year (select (global.get $first) (global.get $third) (local.get $yearFirst)))
            (if (i32.ge_u (local.get $year) (i32.const 100))
              (then (local.set $year (i32.sub (local.get $year) (i32.const 2000)))))
            (br_if $stop (i32.gt_u (local.get $year) (i32.const 99)))
            (local.set $day (select (global.get $third) (global.get $first) (local.get $yearFirst)))
            (br_if $stop (i32.gt_u (i32.sub (local.get $day) (i32.const 1)) (i32.const 30)))
            (br_if $stop (i32.gt_u (i32.sub (global.get $second) (i32.const 1)) (i32.const 30)))
            (br_if $stop (i32.and (local.get $yearFirst) (i32.gt_u (global.get $second) (i32.const 12))))
            ;; The author and the text.
            (local.set $colon (call $knownAuthorEnd (local.get $body) (local.get $lineEnd) (local.get $end)))
            (br_if $stop (i32.eqz (local.get $colon)))
            (br_if $stop
              (i32.eqz (call $surelyNoNotice
                (i32.add (local.get $colon) (i32.const 2)) (local.get $body) (local.get $colon) (local.get $end))))
            (br_if $stop (i32.ge_u (i32.load offset=24 (i32.const 0)) (local.get $capacity)))
            ;; The scan's counts, as whatsapp-scan.ts keeps them.
            (i32.store offset=8 (i32.const 0) (i32.add (i32.load offset=8 (i32.const 0)) (i32.const 1)))
            (if (local.get $yearFirst) (then (i32.store offset=12 (i32.const 0) (i32.const 1))))
            (i32.store offset=16 (i32.const 0) (local.get $year))
            ;; isUsClock
            (if (i32.load offset=20 (i32.const 0))
              (then
                (i32.store offset=20 (i32.const 0)
                  (i32.and
                    (i32.and (i32.eq (global.get $separator) (i32.const 0x2f))
                             (i32.eq (global.get $thirdDigits) (i32.const 2)))
                    (i32.and (i32.ne (global.get $meridiem) (i32.const 0))
                             (i32.eqz (i32.and (i32.eq (global.get $firstDigits) (i32.const 2))
                                               (i32.lt_u (global.get $first) (i32.const 10)))))))))
            ;; hour24
            (local.set $hour (global.get $hour))
            (if (i32.eq (global.get $meridiem) (i32.const 1))
              (then (if (i32.eq (local.get $hour) (i32.const 12)) (then (local.set $hour (i32.const 0))))))
            (if (i32.eq (global.get $meridiem) (i32.const 2))
              (then (if (i32.lt_u (local.get $hour) (i32.const 12))
                (then (local.set $hour (i32.add (local.get $hour) (i32.const 12)))))))
            ;; MessageColumns.push into the staging columns.
            (local.set $at (i32.add (local.get $stage) (i32.load offset=24 (i32.const 0))))
            (i32.store8 (local.get $at) (local.get $day))
            (local.set $at (i32.add (local.get $at) (local.get $capacity)))
            (i32.store8 (local.get $at) (global.get $second))
            (local.set $at (i32.add (local.get $at) (local.get $capacity)))
            (i32.store8 (local.get $at) (local.get $year))
            (local.set $at (i32.add (local.get $at) (local.get $capacity)))
            (i32.store8 (local.get $at) (local.get $hour))
            (local.set $at (i32.add (local.get $at) (local.get $capacity)))
            (i32.store8 (local.get $at) (global.get $minute))
            (local.set $at (i32.add (local.get $at) (local.get $capacity)))
            (i32.store8 (local.get $at) (global.get $found))
            (i32.store offset=24 (i32.const 0) (i32.add (i32.load offset=24 (i32.const 0)) (i32.const 1)))
            (if (i32.gt_u (local.get $day) (i32.load offset=32 (i32.const 0)))
              (then (i32.store offset=32 (i32.const 0) (local.get $day))))
            (if (i32.gt_u (global.get $second) (i32.load offset=36 (i32.const 0)))
              (then (i32.store offset=36 (i32.const 0) (global.get $second))))))
        (local.set $line (i32.add (local.get $lineEnd) (i32.const 1)))
        (br $next)))
    (i32.sub (local.get $line) (local.get $piece)))
;; The digits of a number below 100 into the two bytes at $at (a zero byte for a bigger one).
  (func $twoDigits (param $at i32) (param $n i32)
    (if (i32.lt_u (local.get $n) (i32.const 100))
      (then
        (i32.store8 (local.get $at) (i32.add (i32.const 48) (i32.div_u (local.get $n) (i32.const 10))))
        (i32.store8 offset=1 (local.get $at) (i32.add (i32.const 48) (i32.rem_u (local.get $n) (i32.const 10)))))
      (else
        (i32.store8 (local.get $at) (i32.const 0))
        (i32.store8 offset=1 (local.get $at) (i32.const 0)))))

  ;; writeLines (content-free-writer.ts): the lines of the messages from $index on into the buffer
  ;; of template lines, until it is full or the messages end; a message whose date does not exist
  ;; is left out. Returns the bytes written; the message it stopped before goes to `next`.
  (func (export "write") (param $index i32) (result i32)
    (local $count i32) (local $columns i32) (local $dayColumn i32) (local $monthColumn i32)
    (local $labels i32) (local $out i32) (local $end i32) (local $at i32) (local $monthDays i32)
    (local $day i32) (local $month i32) (local $year i32) (local $slot i32) (local $limit i32)
    (local $user i32)
    (local.set $count (i32.load offset=72 (i32.const 0)))
    (local.set $columns (i32.load offset=68 (i32.const 0)))
    (local.set $dayColumn
      (i32.add (local.get $columns) (i32.mul (i32.load offset=76 (i32.const 0)) (local.get $count))))
    (local.set $monthColumn
      (i32.add (local.get $columns)
        (i32.mul (i32.sub (i32.const 1) (i32.load offset=76 (i32.const 0))) (local.get $count))))
    (local.set $labels (i32.load offset=80 (i32.const 0)))
    (local.set $out (i32.load offset=84 (i32.const 0)))
    (local.set $end (i32.add (local.get $out) (i32.mul (i32.load offset=88 (i32.const 0)) (i32.const 25))))
    (local.set $monthDays (i32.load offset=92 (i32.const 0)))
    (local.set $at (local.get $out))
    (block $full
      (loop $next
        (br_if $full (i32.ge_u (local.get $index) (local.get $count)))
        (br_if $full (i32.ge_u (local.get $at) (local.get $end)))
        (local.set $day (i32.load8_u (i32.add (local.get $dayColumn) (local.get $index))))
        (local.set $month (i32.load8_u (i32.add (local.get $monthColumn) (local.get $index))))
        (local.set $year
          (i32.load8_u (i32.add (i32.add (local.get $columns) (i32.shl (local.get $count) (i32.const 1)))
                                (local.get $index))))
        (local.set $slot (i32.add (i32.mul (local.get $year) (i32.const 16)) (local.get $month)))
        (local.set $limit
          (select (i32.load8_u (i32.add (local.get $monthDays) (local.get $slot))) (i32.const 0)
                  (i32.lt_u (local.get $slot) (i32.const 1600))))
        (if (i32.and (i32.le_u (local.get $month) (i32.const 12)) (i32.le_u (local.get $day) (local.get $limit)))
          (then
            (call $twoDigits (local.get $at) (local.get $day))
            (call $twoDigits (i32.add (local.get $at) (i32.const 3)) (local.get $month))
            (call $twoDigits (i32.add (local.get $at) (i32.const 6)) (local.get $year))
            (call $twoDigits (i32.add (local.get $at) (i32.const 10))
              (i32.load8_u (i32.add (i32.add (local.get $columns) (i32.mul (local.get $count) (i32.const 3)))
                                    (local.get $index))))
            (call $twoDigits (i32.add (local.get $at) (i32.const 13))
              (i32.load8_u (i32.add (i32.add (local.get $columns) (i32.shl (local.get $count) (i32.const 2)))
                                    (local.get $index))))
            (local.set $user
              (i32.load8_u (i32.add (i32.add (local.get $columns) (i32.mul (local.get $count) (i32.const 5)))
                                    (local.get $index))))
            (if (local.get $labels)
              (then
                (local.set $user
                  (select (i32.load8_u (i32.add (local.get $labels) (local.get $user))) (i32.const 0)
                          (i32.lt_u (local.get $user) (i32.const 3))))))
            (i32.store8 offset=23 (local.get $at) (i32.add (i32.const 48) (local.get $user)))
            (local.set $at (i32.add (local.get $at) (i32.const 25)))
            (i32.store offset=100 (i32.const 0) (i32.add (i32.load offset=100 (i32.const 0)) (i32.const 1)))))
        (local.set $index (i32.add (local.get $index) (i32.const 1)))
        (br $next)))
    (i32.store offset=96 (i32.const 0) (local.get $index))
    (i32.sub (local.get $at) (local.get $out)))
)
