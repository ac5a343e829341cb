/**
 * Tuning half of the 2026 labelled corpus (issue 22): realistic support tickets, e-mails, chat logs,
 * clinical notes, bank statements and CVs, written by a labeller who did not see the detector. Use
 * it freely while tuning; its twin `heldout.ts` must never be. Markup `[[TYPE|value]]`, conventions
 * in README.md. Documents wrapped in `negative(...)` intentionally contain no gold value.
 */

const negatives = new Set<string>();

/** Marks a document that intentionally has no labelled value (look-alikes only). */
function negative(doc: string): string {
  negatives.add(doc);
  return doc;
}

export const TUNE_CORPUS: readonly string[] = [
  // 1 support ticket, German
  `Ticket #SR-20931 | Priorität: hoch | Kanal: E-Mail
Kunde: [[PERSON|Lukas Brandstätter]] ([[ORG|Brandstätter Logistik GmbH]])
Kontakt: [[EMAIL|l.brandstaetter@brandstaetter-logistik.at]], mobil [[PHONE_E164|+43 664 2817 3390]]

Guten Tag,
seit dem Update auf Version 4.18.2.7 können wir keine Rechnungen mehr exportieren. Unser Buchhalter, Herr [[PERSON|Dietmar Kogler]], hat es auf zwei Rechnern probiert. Bitte rufen Sie ihn unter [[PHONE_E164|0316 482119]] zurück.
Die Zahlung für Rechnung INV-2026-04471 (EUR 1.240,00) ging bereits an [[IBAN|AT79 3668 0291 4325 9668]].

Mit freundlichen Grüßen
[[PERSON|Lukas Brandstätter]]`,
  // 2 e-mail, French
  `From: [[PERSON|Camille Lefèvre]] <[[EMAIL|camille.lefevre@atelier-rivoli.fr]]>
To: [[EMAIL|compta@maison-duroc.fr]]
Subject: Facture F-2026-118 – relance

Bonjour M. [[PERSON|Duroc]],

Je me permets de vous relancer au sujet de la facture F-2026-118 (1 480,00 €) adressée à [[ORG|Maison Duroc SARL]]. Le virement est à effectuer sur notre compte [[IBAN|FR53 4975 2565 52FT 4101 8820 075]] ouvert au [[ORG|Crédit Mutuel]].
Vous pouvez me joindre au [[PHONE_E164|01 42 68 53 00]] ou sur mon portable [[PHONE_E164|06 12 47 85 90]].

Cordialement,
[[PERSON|Camille Lefèvre]]
[[ORG|Atelier Rivoli SAS]]`,
  // 3 chat log, lower-case names, names that are words
  `[09:14] [[PERSON|john miller]]: morning! did anyone see the alert from [[IPV4|10.20.4.117]] last night?
[09:15] [[PERSON|li na]]: yeah i think it's the backup job. [[PERSON|wei]] said he'd look at it
[09:15] [[PERSON|john miller]]: cool. also the summer sale banner is still live on staging lol
[09:16] [[PERSON|li na]]: will fix after standup. can you mark the ticket as blocked?
[09:17] [[PERSON|rose]]: fyi the rep from [[ORG|Kestrel Analytics Ltd]] called, his number is [[PHONE_E164|+44 20 7946 0381]]
[09:18] [[PERSON|john miller]]: thx [[PERSON|rose]], i'll call him after lunch. hope it's not about the renewal`,
  // 4 clinical note, Irish hospital
  `DISCHARGE SUMMARY — [[ORG|St. Vincent's University Hospital]]
Patient: [[PERSON|Aoife Ní Bhriain]]    MRN: [[MRN|SVH-00482913]]    DOB: [[DATE_OF_BIRTH|14/03/1961]]
Admitted: 02/11/2026    Discharged: 09/11/2026
Attending: Dr. [[PERSON|Kieran Moloney]]

64-year-old woman admitted with community-acquired pneumonia. Treated with co-amoxiclav 1.2 g IV, then oral. CRP fell from 182 to 24 mg/L. Follow-up with her GP, Dr. [[PERSON|Siobhan Keating]], in two weeks; practice phone [[PHONE_E164|(01) 283 6719]].
Next of kin: husband [[PERSON|Declan Brennan]], mobile [[PHONE_E164|087 241 5583]].`,
  // 5 bank statement, Finland
  `[[ORG|Nordea Bank Abp]] — Tiliote / Account statement 10/2026
Account holder: [[PERSON|Mikko Järvinen]]
IBAN: [[IBAN|FI67 0996 6858 4029 01]]    BIC: NDEAFIHH
Period 01.10.2026 – 31.10.2026

03.10  Card purchase [[ORG|Kesko Oyj]] Espoo                  -84,20
05.10  Salary [[ORG|Vaisala Oyj]]                             +3 912,55
09.10  Transfer to [[PERSON|Sanna Virtanen]] [[IBAN|SE94 7380 8825 7028 5391 9231]]   -250,00
14.10  Visa Electron ****4471 Summer Sale webshop            -12,90
21.10  Direct debit [[ORG|Elisa Oyj]] ref 104882               -39,90
Closing balance EUR 6 107,33`,
  // 6 CV, India
  `CURRICULUM VITAE
[[PERSON|Ananya Krishnamurthy]]
Bengaluru, India · [[PHONE_E164|+91 98450 31276]] · [[EMAIL|ananya.k@protonmail.com]]
[[URL|github.com/ananyak]] · [[URL|https://www.linkedin.com/in/ananya-krishnamurthy]]
Date of birth: [[DATE_OF_BIRTH|22 August 1994]]

EXPERIENCE
Data Scientist, [[ORG|Infosys Ltd]] (2019–2023)
 - Built churn models for a telecom client; AUC 0.87.
Senior Data Scientist, [[ORG|Razorpay Software Pvt Ltd]] (2023–present)
 - Fraud scoring for Mastercard and Visa transactions at 12k req/s.

EDUCATION
M.Tech, [[ORG|Indian Institute of Science]], 2019
REFERENCES: Prof. [[PERSON|Raghav Subramanian]], on request.`,
  // 7 support ticket, names that are words
  `Subject: Double charge on order #A-558120
From: [[EMAIL|will.turner88@gmail.com]]

Hi support,
I'm [[PERSON|Will Turner]]. I ordered the Summer Sale bundle (order #A-558120) and was charged twice, USD 149.00 each. Card used: [[CREDIT_CARD|4490 2243 6186 1763]]. Your SMS said "your code is 482913" but the second charge went through anyway.
Will you refund one of them? You can reach me on [[PHONE_E164|(503) 555-0147]].
Thanks,
[[PERSON|Will]]

--- internal note ---
Agent [[PERSON|Mark Ellison]]: confirmed duplicate, refund ref RF-88213 issued. UPS tracking 1Z84F2900311894402 not affected. Mark as resolved once the bank confirms.`,
  // 8 e-mail, Spanish
  `De: [[PERSON|María José Fernández Ruiz]] <[[EMAIL|mjfernandez@construcciones-alcala.es]]>
Para: Sr. [[PERSON|Javier Ortega]]
Asunto: Presupuesto obra calle Mayor

Estimado Sr. [[PERSON|Ortega]]:
Le adjunto el presupuesto de [[ORG|Construcciones Alcalá S.L.]] por 48.600 €. Si está conforme, el anticipo del 30 % se abona en [[IBAN|ES95 7466 2898 0438 2454 4680]] ([[ORG|Banco Santander S.A.]]).
Mi teléfono directo es [[PHONE_E164|912 345 678]] y el móvil [[PHONE_E164|+34 622 18 94 07]].
Un saludo,
[[PERSON|María José Fernández]]`,
  // 9 chat log, Japanese
  `#ops-tokyo
[[PERSON|佐藤 健]] 10:02  本番DB（[[IPV4|172.31.8.44]]）が応答しません。[[PERSON|田中]]さん、見てもらえますか？
[[PERSON|田中 美咲]] 10:04  確認します。[[ORG|株式会社ネクストリンク]]のサポート窓口は [[PHONE_E164|03-5412-7789]] です。
[[PERSON|佐藤 健]] 10:05  ありがとう。[[PERSON|Kenji]] here, I'll also ping [[PERSON|hiro]] in Osaka ([[PHONE_E164|06-6341-2258]]).
[[PERSON|Emily Carter]] 10:09  fyi agent 3.11.0.2 is the build with the memory leak, not the DB.`,
  // 10 clinical letter, German
  `Arztbrief – [[ORG|Klinikum rechts der Isar]]
Patientin: Frau [[PERSON|Hildegard Obermaier]], geb. [[DATE_OF_BIRTH|03.07.1948]]
Patienten-Nr.: [[MRN|KRI-7734221]]

Sehr geehrte Frau Kollegin [[PERSON|Schäfer]],
wir berichten über Ihre Patientin, die vom 12.10. bis 19.10.2026 stationär behandelt wurde. Diagnose: NSTEMI, PCI des RIVA mit DES. Medikation: ASS 100 mg, Ticagrelor 90 mg 1-0-1, Atorvastatin 40 mg.
Rückfragen gerne an Dr. [[PERSON|Florian Wimmer]] unter [[PHONE_E164|089 4140-2271]].

Mit kollegialen Grüßen
Prof. Dr. [[PERSON|Renate Haslinger]]`,
  // 11 bank statement, UK
  `[[ORG|Monzo Bank Ltd]] — Statement, October 2026
[[PERSON|Oluwaseun Adebayo-Smith]]
Flat 3, 18 Rose Street, Edinburgh EH2 2PR
IBAN [[IBAN|GB89 HHBL 3016 3968 9502 01]]

01 Oct  Faster Payment to [[PERSON|Grace Okafor]] "rent Nov"       -725.00
04 Oct  Direct Debit [[ORG|Scottish Water]]                        -38.12
07 Oct  Card payment [[ORG|Tesco Stores Ltd]]                      -61.47
12 Oct  Salary [[ORG|Skyscanner Ltd]]                           +2,904.18
19 Oct  Grace period fee refunded                                +15.00
27 Oct  Transfer from [[PERSON|Bill Henderson]]                    +40.00
Closing balance £3,114.06. Your security code will never be requested by phone.`,
  // 12 CV, Brazil
  `[[PERSON|Thiago Nogueira Albuquerque]]
Engenheiro de Software · São Paulo, SP
[[EMAIL|thiago.albuquerque@outlook.com.br]] · [[PHONE_E164|+55 11 98765-4321]] · [[URL|gitlab.com/tnalbuquerque]]
Nascimento: [[DATE_OF_BIRTH|09/05/1990]]

Experiência
2021–atual  Engenheiro Sênior, [[ORG|Nubank - Nu Pagamentos S.A.]]
2017–2021   Desenvolvedor Backend, [[ORG|Stone Pagamentos S.A.]]
2014–2017   Estagiário e Analista, [[ORG|Totvs S.A.]]

Idiomas: português (nativo), inglês (fluente), espanhol (intermediário)
Referência: [[PERSON|Fernanda Lima]], [[ORG|Localiza Rent a Car S.A.]], [[PHONE_E164|(31) 3247-7600]]`,
  // 13 support ticket, Australia
  `Case 00918273 — Billing
Account: [[ORG|Harbourside Dental Pty Ltd]] (ABN shown on invoice)
Raised by: [[PERSON|Chloe Nguyen]] <[[EMAIL|chloe@harboursidedental.com.au]]>

Hi team, our direct debit for invoice INV-77410 bounced. Please retry on [[CREDIT_CARD|5138 5222 6678 4450]] instead (it's the practice Mastercard). The previous card 5138 5222 6678 4451 was cancelled.
Best number is the front desk [[PHONE_E164|(02) 9876 5432]] or my mobile [[PHONE_E164|0412 345 678]].
Cheers, [[PERSON|Chloe]]`,
  // 14 e-mail, Dutch
  `Van: [[PERSON|Sanne de Vries]] <[[EMAIL|s.devries@bakkerij-vandam.nl]]>
Aan: [[PERSON|Pieter van Dam]]
Onderwerp: Leveranciersgegevens

Beste [[PERSON|Pieter]],

Hierbij de nieuwe bankgegevens van [[ORG|Bakkerij Van Dam B.V.]]: [[IBAN|NL98 XIVZ 7926 1967 26]] t.n.v. Bakkerij Van Dam. De oude rekening bij [[ORG|ING Bank N.V.]] wordt per 1 december opgeheven.
Bel me gerust op [[PHONE_E164|06-12345678]] of kantoor [[PHONE_E164|020 624 1189]].

Met vriendelijke groet,
[[PERSON|Sanne de Vries]]
Financiële administratie`,
  // 15 chat log, Russian
  `[[PERSON|Дмитрий Соколов]]: коллеги, кто отвечает за договор с [[ORG|ООО «Северный ветер»]]?
[[PERSON|Анна Петрова]]: я. Их директор, [[PERSON|Игорь Валентинович Кузнецов]], просил перезвонить на [[PHONE_E164|+7 495 123-45-67]]
[[PERSON|Дмитрий Соколов]]: ок. а счёт 2026/114 уже оплачен?
[[PERSON|Анна Петрова]]: да, платёжка ушла вчера. код подтверждения был 771204, если что
[[PERSON|sergey]]: [[PERSON|аня]], скинь мне его почту плиз
[[PERSON|Анна Петрова]]: [[EMAIL|i.kuznetsov@severny-veter.ru]]`,
  // 16 clinical note, US
  `PROGRESS NOTE
Pt: [[PERSON|Marcus DeShawn Williams]]   MRN [[MRN|00734418]]   DOB [[DATE_OF_BIRTH|11/02/1977]]
Insurance: [[ORG|Blue Cross Blue Shield of Illinois]]   SSN on file: [[SSN|412-68-3097]]
Seen by: [[PERSON|Hope Martinez]], NP

S: 49 y/o M with T2DM, reports better glucose control since starting metformin 1000 mg BID. Denies chest pain. Hope to reduce insulin next visit.
O: BP 132/84, HbA1c 7.1% (down from 8.4%).
A/P: Continue current regimen. Refer to podiatry at [[ORG|Northwestern Memorial Hospital]], scheduling line [[PHONE_E164|312-926-2000]]. RTC 3 months.`,
  // 17 bank statement, Germany
  `[[ORG|Commerzbank AG]] · Kontoauszug Nr. 11/2026
Kontoinhaber: [[PERSON|Katrin Schulze-Wendt]]
IBAN [[IBAN|DE57 6383 3687 0683 8076 09]] · BIC COBADEFFXXX

02.11.  Lastschrift [[ORG|Vodafone GmbH]] Kd-Nr. 48812093          -44,99
04.11.  Gehalt [[ORG|SAP SE]]                                 +4.812,33
06.11.  Überweisung an [[PERSON|Jonas Albrecht]] Miete             -950,00
         Ziel-IBAN DE89 3704 0044 0532 0130 01 ungültig – Rückbuchung
11.11.  Kartenzahlung [[ORG|dm-drogerie markt GmbH + Co. KG]]        -23,85
15.11.  Gutschrift [[PERSON|Heinz Schulze]]                          +200,00
Neuer Saldo: 5.311,72 EUR`,
  // 18 CV, Korea
  `[[PERSON|김민준]] (Minjun Kim)
Seoul, Korea · [[PHONE_E164|010-4827-1953]] · [[EMAIL|minjun.kim@kakao.com]]
Portfolio: [[URL|https://minjun.dev]]

Work experience
2022–now   Backend Engineer, [[ORG|Naver Corporation]]
2019–2022  Software Engineer, [[ORG|삼성전자 주식회사]] (Samsung Electronics Co., Ltd.)

Education
B.S. Computer Science, [[ORG|KAIST]], 2019

Reference: [[PERSON|박서연]], Team Lead, [[EMAIL|seoyeon.park@navercorp.com]]`,
  // 19 support ticket, look-alikes only
  negative(`Ticket #INC-0041877 — "Payment page rejects card"
Steps: enter test card 4111 1111 1111 1112 (fails Luhn, expected), amount 89.90 EUR, voucher SUMMER25.
Observed: error 402 "card declined" instead of "invalid number".
Environment: checkout-web v2.14.3.1, API build 5.0.12.8, Chrome 131.0.6778.86.
Order numbers tried: 7730019925, 7730019926. DHL tracking JJD000390007788123 unaffected.
Also IBAN check: DE58 6383 3687 0683 8076 09 correctly rejected (bad check digits).
SSN field accepted 000-12-3456 — should be refused. One-time code in logs: 093417.`),
  // 20 e-mail, Hindi-English
  `From: [[PERSON|Rohit Sharma]] <[[EMAIL|rohit.sharma@tatamotors.example.in]]>
To: HR Shared Services
Subject: KYC update for payroll

Hi team, mera PAN [[NATIONAL_ID|BNZPS4821K]] hai aur Aadhaar [[NATIONAL_ID|6640 7519 5087]]. Pichli baar payroll mein galat account number chala gaya tha, please check karo.
Salary account: [[ORG|HDFC Bank Ltd]], branch Andheri East. Kisi bhi doubt ke liye mujhe [[PHONE_E164|+91 98201 44716]] pe call karna, ya mere manager [[PERSON|Sunita Deshpande]] ko.
Thanks,
[[PERSON|Rohit]]
[[ORG|Tata Motors Ltd]]`,
  // 21 e-mail, Arabic and English
  `From: [[PERSON|Khalid Al-Mansouri]] <[[EMAIL|k.almansouri@gulfstar-trading.ae]]>
Subject: Shipment delay – PO 44018

Dear [[PERSON|Fatima]],

Our logistics partner [[ORG|Gulf Star Trading LLC]] confirms the containers left Jebel Ali yesterday. Please settle the balance of AED 86,400 to [[IBAN|AE38 6946 0995 8237 2651 616]] at [[ORG|Emirates NBD PJSC]].
For customs questions call my colleague [[PERSON|يوسف الحمادي]] on [[PHONE_E164|+971 50 318 4472]] or the office [[PHONE_E164|04 339 2810]].

مع أطيب التحيات،
[[PERSON|خالد المنصوري]]`,
  // 22 support ticket, Israel, Hebrew
  `פנייה מס' 55120 – חיוב כפול
שם הלקוח: [[PERSON|נועה כהן]]
טלפון: [[PHONE_E164|052-731-4408]]
דוא"ל: [[EMAIL|noa.cohen@walla.co.il]]

שלום, חויבתי פעמיים על הזמנה 90231. הכרטיס: [[CREDIT_CARD|5225 1695 4165 2856]].
Agent note (EN): spoke with [[PERSON|Noa]], refund of ILS 312.00 approved by [[PERSON|Avi Mizrahi]]. Merchant account at [[ORG|Bank Leumi le-Israel B.M.]], settlement IBAN [[IBAN|IL70 8058 5515 5366 4476 902]].`,
  // 23 clinical note, Greek patient in Germany
  `Notaufnahme – [[ORG|Universitätsklinikum Heidelberg]]
Patient: [[PERSON|Γιώργος Παπαδόπουλος]] (Giorgos Papadopoulos), geb. [[DATE_OF_BIRTH|21.09.1958]]
Aufnahme-Nr. 26-0093311 · Pat.-Nr. [[MRN|UKHD 4471829]]

Der Patient stellt sich mit akuter Dyspnoe vor. Die Tochter, Frau [[PERSON|Eleni Papadopoulou]], übersetzt (Tel. [[PHONE_E164|0176 22839145]]). Vorbefunde vom Hausarzt Dr. [[PERSON|Konstantinos Georgiou]], Mannheim.
Labor: BNP 1840 pg/ml, Troponin negativ. Echo: EF 35 %. Aufnahme auf Station 14.`,
  // 24 bank statement, Poland
  `[[ORG|mBank S.A.]] — Wyciąg z rachunku nr 10/2026
Posiadacz: [[PERSON|Agnieszka Wróblewska]]
Rachunek: [[IBAN|PL43 2138 6083 9835 8850 1676 1392]]

02.10  Przelew przychodzący: wynagrodzenie [[ORG|Comarch S.A.]]        +9 840,00 PLN
05.10  Przelew do [[PERSON|Tomasz Zieliński]], czynsz                 -2 300,00 PLN
08.10  Płatność kartą Visa ****2210 [[ORG|Allegro.pl sp. z o.o.]]          -189,99 PLN
12.10  Zlecenie stałe [[ORG|Orange Polska S.A.]]                        -65,00 PLN
19.10  Przelew od [[PERSON|Marek Wróblewski]] "na prezent"             +500,00 PLN
Saldo końcowe: 14 277,13 PLN`,
  // 25 CV, Germany
  `LEBENSLAUF
[[PERSON|Johanna Rose Lindqvist]]
Geburtsdatum: [[DATE_OF_BIRTH|17. Juni 1988]] in Göteborg
Adresse: Mark-Twain-Straße 12, 10115 Berlin
Telefon: [[PHONE_E164|0151 23456789]] · E-Mail: [[EMAIL|johanna.lindqvist@posteo.de]]
Web: [[URL|www.jlindqvist.design]]

Berufserfahrung
seit 2021  Senior UX Designerin, [[ORG|Zalando SE]], Berlin
2016–2021  UX Designerin, [[ORG|Spotify AB]], Stockholm
2013–2016  Werkstudentin, [[ORG|IKEA of Sweden AB]]

Sprachen: Schwedisch, Deutsch, Englisch
Referenzen: [[PERSON|Grace Müller-Hahn]] (Zalando), [[PERSON|Erik Sandberg]] (Spotify)`,
  // 26 chat log, Slack, mixed
  `#incident-2291
[[PERSON|priya]] 14:02  api gateway at [[IPV4|192.168.40.12]] is returning 502s again
[[PERSON|mark]] 14:03  on it. might be the cert on [[URL|status.meridianpay.io]]
[[PERSON|priya]] 14:05  [[PERSON|mark]] can you also check the summer release flag? v5.2.0.9 has it on by default
[[PERSON|olu]] 14:06  the partner from [[ORG|Paystack Payments Ltd]] says their callback [[IPV4|41.58.112.7]] got blocked by our WAF
[[PERSON|mark]] 14:10  whitelisted. ticket INC-2291 updated, ping [[PERSON|grace hopper-lee]] if it recurs
[[PERSON|priya]] 14:11  ty! [[PERSON|grace]] is ooo till monday btw`,
  // 27 e-mail, Italian
  `Da: [[PERSON|Giulia Ferraresi]] <[[EMAIL|g.ferraresi@ferraresi-tessuti.it]]>
A: Ufficio acquisti [[ORG|Moda Lario S.r.l.]]
Oggetto: Conferma ordine n. 2026/3391

Gentile dott. [[PERSON|Bianchi]],
confermo l'ordine di 1.200 metri di lino. Il pagamento va effettuato su [[IBAN|IT56 R552 8081 4142 1544 4642 491]] intestato a [[ORG|Ferraresi Tessuti S.p.A.]], presso [[ORG|Intesa Sanpaolo S.p.A.]].
Per urgenze: [[PHONE_E164|031 274 8812]] oppure cellulare [[PHONE_E164|+39 347 118 2290]].

Cordiali saluti,
[[PERSON|Giulia Ferraresi]]`,
  // 28 clinical note, India, Devanagari
  `OPD Record — [[ORG|Apollo Hospitals Enterprise Ltd]], Chennai
Patient: [[PERSON|राजेश कुमार वर्मा]] (Rajesh Kumar Verma)   UHID: [[MRN|APL-CHN-2204178]]
DOB: [[DATE_OF_BIRTH|05-01-1969]]   Aadhaar: [[NATIONAL_ID|4110 2668 6971]]
Referred by: Dr. [[PERSON|Meenakshi Iyer]]

C/o chest tightness on exertion x 3 weeks. Known HTN on amlodipine 5 mg. TMT positive at stage 2. Advised CAG.
Attendant: son [[PERSON|Amit Verma]], [[PHONE_E164|+91 94441 20357]].
Next review 02/12/2026 (appointment, not DOB).`,
  // 29 bank statement, Netherlands / Belgium
  `[[ORG|KBC Bank NV]] — Rekeninguittreksel 0042
Titularis: [[PERSON|Wouter Vermeulen]] en [[PERSON|Lotte Claes]]
Rekening: [[IBAN|BE43 9556 3857 0138]]

03/11  Domiciliëring [[ORG|Proximus NV]]               -54,99
06/11  Overschrijving van [[ORG|Colruyt Group NV]] loon  +2.715,40
09/11  Overschrijving naar [[PERSON|Summer Peeters]] "kinderopvang" -310,00
12/11  Betaling Bancontact Summer Sale Torfs           -79,95
18/11  Overschrijving naar [[IBAN|NL20 INGB 0001 2345 67]]    -120,00
Nieuw saldo: 4.018,22 EUR`,
  // 30 CV, Thailand
  `RESUME
[[PERSON|สมชาย ใจดี]] (Somchai Jaidee)
Bangkok, Thailand · [[PHONE_E164|+66 81 234 5678]] · [[EMAIL|somchai.j@hotmail.co.th]]

Experience
2020–present  Regional Sales Manager, [[ORG|Siam Cement Group Public Company Limited]]
2015–2020     Account Executive, [[ORG|Central Retail Corporation]]
2013–2015     Management Trainee, [[ORG|PT Unilever Indonesia Tbk]], Jakarta

Education: BBA, [[ORG|Chulalongkorn University]], 2013
References: [[PERSON|วิภาวรรณ ศรีสุข]], HR Director — [[PHONE_E164|02 586 1111]]`,
  // 31 support ticket, US SSN bare after "is"
  `Case #CS-310447 — Identity verification failed
Customer: [[PERSON|Brianna Kowalczyk]], [[EMAIL|bkowalczyk@icloud.com]]

Customer called from [[PHONE_E164|(414) 555-0162]]. Says her SSN is [[SSN|523 71 4096]] and the form rejected it. I tried 523-71-409 (she misread a digit) which also failed. Her employer, [[ORG|Northern Trust Corporation]], needs the 1099 by Friday.
Escalated to Tier 2 ([[PERSON|Rose Delgado]]). Do NOT send the one-time code 661029 by e-mail.
Order 5561-2290-1183-4470 is the subscription renewal, not a card number.`,
  // 32 e-mail, Swedish / Norwegian / Danish firms
  `From: [[PERSON|Ingrid Haugen]] <[[EMAIL|ingrid.haugen@fjordlaks.no]]>
To: [[PERSON|Mads Kristensen]] <[[EMAIL|mk@nordfisk.dk]]>
Subject: Re: Faktura 88213

Hei [[PERSON|Mads]],

Takk for betalingen. For fremtidige fakturaer fra [[ORG|Fjordlaks AS]], bruk [[IBAN|NO82 1869 1283 002]]. Our Danish entity [[ORG|Nordfisk A/S]] should still pay into [[IBAN|DK81 2686 1648 9918 97]].
I'm on [[PHONE_E164|+47 912 34 567]] until Friday, after that call [[PERSON|Lars Johansson]] at [[ORG|Havsbruk AB]] ([[PHONE_E164|+46 8 123 456 78]]).

Mvh,
[[PERSON|Ingrid]]`,
  // 33 chat log, Chinese
  `[[PERSON|王磊]]：@[[PERSON|李娜]] 明天的客户会议改到下午三点了
[[PERSON|李娜]]：好的。[[ORG|深圳市腾龙科技有限公司]]的联系人是谁？
[[PERSON|王磊]]：[[PERSON|陈静]]，电话 [[PHONE_E164|+86 138 0013 8000]]，邮箱 [[EMAIL|chenjing@tenglong-tech.cn]]
[[PERSON|李娜]]：收到。报价单版本 v2.3.1.5 还是旧的，我改一下
[[PERSON|zhang wei]]：fyi [[PERSON|chen jing]] prefers English in writing`,
  // 34 clinical note, US paediatrics
  `PEDIATRIC VISIT — [[ORG|Lurie Children's Hospital of Chicago]]
Patient: [[PERSON|Summer Rain Okonkwo]]   MRN: [[MRN|LCH-5528190]]   DOB: [[DATE_OF_BIRTH|2019-06-30]]
Guardian: mother, [[PERSON|Adaeze Okonkwo]], cell [[PHONE_E164|773-555-0128]]

7 y/o F with 3 days of fever and sore throat. Rapid strep positive. Amoxicillin 50 mg/kg/day x 10 days. School note for 11/26–11/27. Summer camp form signed. Follow up with Dr. [[PERSON|Daniel Weiss]] if not improved in 48 h.`,
  // 35 bank statement, Spain / Mexico
  `[[ORG|BBVA México, S.A.]] · Estado de cuenta octubre 2026
Cliente: [[PERSON|Alejandro Gutiérrez Salinas]]
CLABE: 012180001234567891 · Tel. [[PHONE_E164|55 5226 2663]]

02/10  Depósito nómina [[ORG|Grupo Bimbo, S.A.B. de C.V.]]            +$38,450.00
05/10  Pago tarjeta Mastercard ****8812                   -$6,200.00
09/10  Transferencia SPEI a [[PERSON|Lucía Ramírez]]                 -$1,500.00
14/10  Cargo [[ORG|Teléfonos de México, S.A.B. de C.V.]]              -$599.00
22/10  Transferencia de [[ORG|Distribuidora Laguna S.A. de C.V.]]      +$12,000.00
Saldo final: $71,912.40 MXN. Folio 0092231.`,
  // 36 CV, France
  `[[PERSON|Théo Marchand-Diallo]]
Ingénieur DevOps · Lyon
[[PHONE_E164|+33 6 71 82 93 04]] · [[EMAIL|theo.marchand@laposte.net]] · [[URL|github.com/tmarchand]]
Né le [[DATE_OF_BIRTH|2 février 1992]] à Dakar

Expérience
2020–2026  Ingénieur SRE, [[ORG|OVH Groupe SA]], Roubaix
2017–2020  Administrateur systèmes, [[ORG|Capgemini SE]]
2016       Stage, [[ORG|Orange Business Services SAS]]

Références : M. [[PERSON|Octave Lambert]] (OVH), Mme [[PERSON|Aminata Diop]] ([[PHONE_E164|04 72 10 30 30]])`,
  // 37 support ticket, South Africa / Nigeria
  `Ticket #ZA-7731 | Merchant onboarding
Merchant: [[ORG|Karoo Crafts (Pty) Ltd]], Cape Town
Contact: [[PERSON|Thandiwe Mokoena]] · [[PHONE_E164|+27 82 555 0193]] · [[EMAIL|thandi@karoocrafts.co.za]]
Second director: [[PERSON|Pieter Botha]], [[PHONE_E164|021 418 7720]]

Issue: settlement account rejected. Nigerian partner [[ORG|Lagos Weave Enterprises Ltd]] ([[PERSON|Chinedu Eze]], [[PHONE_E164|0803 555 0147]]) also cannot receive payouts. Payout ref PO-99120-ZA. Invoice 20261104 attached; amounts in ZAR 14 500,00.`,
  // 38 e-mail, Japanese business
  `差出人: [[PERSON|山本 大輔]] <[[EMAIL|d.yamamoto@sakura-denki.co.jp]]>
宛先: [[ORG|ミドリ精機株式会社]] 営業部 [[PERSON|鈴木]]様
件名: お見積りの件（No. Q-2026-0588）

[[PERSON|鈴木]]様

いつもお世話になっております。[[ORG|さくら電機株式会社]]の[[PERSON|山本]]です。
ご依頼のお見積りを添付いたします。ご不明な点は [[PHONE_E164|03-1234-5678]]（代表）または携帯 [[PHONE_E164|090-8765-4321]] までご連絡ください。

よろしくお願いいたします。`,
  // 39 chat log, support chat with words-as-names
  `Chat transcript 2026-11-18
Bot: Hi! What's your name?
Visitor: [[PERSON|bill]]
Bot: Hi [[PERSON|Bill]], how can we help?
[[PERSON|bill]]: my bill is wrong, you charged the premium plan twice
Agent [[PERSON|Hope Castillo]]: Sorry about that! Can you give me the e-mail on the account?
[[PERSON|bill]]: [[EMAIL|bill.ng@fastmail.com]]
Agent [[PERSON|Hope Castillo]]: Thanks. I see two charges on Visa ending 0042 — I've refunded the second one (ref R-448120). I hope that helps!`,
  // 40 e-mail, recruiter, negatives "Data Scientist"
  `From: [[PERSON|Natalia Vasquez]] <[[EMAIL|natalia@talentbridge-partners.com]]>
Subject: Data Scientist role at a fintech — interested?

Hi [[PERSON|Arjun]],

I'm a recruiter at [[ORG|TalentBridge Partners LLP]]. One of our clients, [[ORG|Quantix Capital Management LLC]], is hiring a Senior Data Scientist (base USD 185k + bonus). Your profile at [[URL|https://arjun-mehta.github.io]] stood out.
Happy to chat — my direct line is [[PHONE_E164|+1 646 555 0178]].

Best,
[[PERSON|Natalia]]`,
  // 41 support ticket, Switzerland
  `Ticket #CH-40912 · Sprache: Deutsch (Schweiz)
Firma: [[ORG|Alpenrind Käserei AG]], Appenzell
Ansprechperson: Herr [[PERSON|Urs Zimmermann]] · [[PHONE_E164|071 787 12 34]] · [[EMAIL|u.zimmermann@alpenrind.ch]]

Grüezi, die Gutschrift über CHF 2'480.– von [[ORG|UBS Switzerland AG]] ist nicht angekommen. Unser Konto: [[IBAN|CH83 7581 3244 5256 1670 2]]. Bitte melden Sie sich bei Frau [[PERSON|Regula Baumann]] ([[PHONE_E164|+41 79 412 58 63]]).
Referenz der Zahlung: 2026-11-07-8841. Login-Code aus dem SMS war 550918.`,
  // 42 e-mail, UK with NINO
  `From: [[PERSON|Harriet Okoye]] <[[EMAIL|harriet.okoye@btinternet.com]]>
To: payroll@brightwell-foods.co.uk
Subject: New starter details

Hello,

Ahead of my start date on 1 December, here are my details for [[ORG|Brightwell Foods plc]]:
National Insurance number: [[NATIONAL_ID|JH 52 81 46 C]]
Bank: [[ORG|Nationwide Building Society]], sort code 07-04-36
Mobile: [[PHONE_E164|07700 900461]]
Emergency contact: my partner, [[PERSON|Mark Summers]], [[PHONE_E164|0161 496 0732]]

Kind regards,
[[PERSON|Harriet]]`,
  // 43 chat log, Discord-style, Spanish
  `[[PERSON|sofi_ramos]] hoy a las 18:03
alguien sabe si [[ORG|Mercado Libre S.R.L.]] ya pagó la factura 0004-00018822?
[[PERSON|nico]] hoy a las 18:05
todavía no. hablé con [[PERSON|Martín Sosa]] de tesorería, dice que el viernes
[[PERSON|sofi_ramos]] hoy a las 18:06
ok. pasame su cel porfa
[[PERSON|nico]] hoy a las 18:06
[[PHONE_E164|+54 9 11 4567-8901]]. ojo que el fijo [[PHONE_E164|011 4321-7766]] no atiende
[[PERSON|sofi_ramos]] hoy a las 18:07
gracias [[PERSON|nico]] 🙌`,
  // 44 clinical note, France
  `COMPTE RENDU D'HOSPITALISATION — [[ORG|Hôpital Européen Georges-Pompidou]]
Patient : M. [[PERSON|Rachid Benali]]    IPP : [[MRN|8004471263]]
Date de naissance : [[DATE_OF_BIRTH|12/04/1955]]
Médecin traitant : Dr [[PERSON|Claire Dubois-Martin]], [[PHONE_E164|01 45 67 89 10]]

Hospitalisé du 03/11/2026 au 10/11/2026 pour décompensation cardiaque. Sortie sous furosémide 40 mg. Rendez-vous de contrôle le 08/12/2026 avec le Pr [[PERSON|Étienne Roussel]].
Personne de confiance : sa fille, Mme [[PERSON|Samira Benali]], [[PHONE_E164|06 98 76 54 32]].`,
  // 45 bank statement, Portugal
  `[[ORG|Caixa Geral de Depósitos, S.A.]] — Extrato de conta
Titular: [[PERSON|João Pedro Carvalho]]
IBAN: [[IBAN|PT44 7125 2155 1189 3803 3175 0]]

03-11  Transferência de [[ORG|Sonae MC, S.A.]] (salário)         +1 640,00 €
05-11  Débito direto [[ORG|EDP Comercial, S.A.]]                  -72,31 €
10-11  MB WAY para [[PERSON|Inês Moreira]] [[PHONE_E164|936 214 587]]      -25,00 €
15-11  Compra Summer Outlet Lisboa                       -49,90 €
Saldo disponível: 3 118,06 €`,
  // 46 CV, Nigeria
  `[[PERSON|Chiamaka Blessing Obi]]
Lagos, Nigeria · [[PHONE_E164|+234 803 555 0199]] · [[EMAIL|chiamaka.obi@yahoo.com]]
LinkedIn: [[URL|linkedin.com/in/chiamaka-obi]]

PROFILE
Chartered accountant (ICAN) with 8 years in audit and tax.

EXPERIENCE
2021–date   Audit Manager, [[ORG|KPMG Professional Services]], Lagos
2017–2021   Senior Associate, [[ORG|PricewaterhouseCoopers Nigeria]]
2015–2017   Graduate Trainee, [[ORG|Access Bank Plc]]

REFEREES
[[PERSON|Emeka Nwosu]], Partner — [[PHONE_E164|0809 555 0133]]
Dr. [[PERSON|Funmilayo Adeyemi]], [[ORG|University of Lagos]]`,
  // 47 support ticket, Czech / Slovak
  `Požadavek č. 2026-8812
Zákazník: [[ORG|Pivovar Hradec s.r.o.]]
Kontaktní osoba: [[PERSON|Jana Nováková]], [[PHONE_E164|+420 602 123 456]], [[EMAIL|novakova@pivovar-hradec.cz]]

Dobrý den, platba faktury FV-2026-0412 od naší slovenské pobočky [[ORG|Pivovar Hradec Slovensko, s.r.o.]] přišla z účtu [[IBAN|SK23 9728 8046 7393 4811 2889]], ale u nás na [[IBAN|CZ63 8457 8805 6074 8487 5359]] se nezobrazila.
Děkuji, [[PERSON|Jana Nováková]]
(agent: [[PERSON|Tomáš Dvořák]] volal zpět na [[PHONE_E164|371 123 456]])`,
  // 48 e-mail, Hungary
  `Feladó: [[PERSON|Kovács Eszter]] <[[EMAIL|kovacs.eszter@dunaprint.hu]]>
Címzett: [[PERSON|Nagy Gábor]]
Tárgy: Árajánlat – 2026/118

Kedves [[PERSON|Gábor]]!

Mellékelem a [[ORG|Duna Print Kft.]] ajánlatát. Kérjük, az előleget a [[IBAN|HU40 7146 9889 5827 6720 7530 8840]] számlára utalja ([[ORG|OTP Bank Nyrt.]]).
Telefonon a [[PHONE_E164|+36 30 123 4567]] számon érhet el.

Üdvözlettel:
[[PERSON|Kovács Eszter]]`,
  // 49 chat log, Korean team
  `[[PERSON|이서준]]: 오늘 배포는 [[IPV4|10.0.12.88]] 서버에서 진행해요
[[PERSON|최지우]]: 네. [[ORG|주식회사 한빛소프트]] 담당자 연락처 있으세요?
[[PERSON|이서준]]: [[PERSON|정하늘]] 과장님, [[PHONE_E164|02-6245-7788]]
[[PERSON|최지우]]: 감사합니다. 빌드 v4.0.1.3 확인했습니다
[[PERSON|jiwoo]]: btw [[PERSON|seojun]], the client wants the report by 5pm`,
  // 50 clinical note, UK GP with NHS number as MRN
  `GP CONSULTATION — [[ORG|Riverside Medical Practice]]
Patient: Mrs [[PERSON|Margaret Rose Pennington]]   NHS No: [[MRN|943 476 5919]]   DOB: [[DATE_OF_BIRTH|08 Jan 1946]]

Seen with daughter [[PERSON|Grace]]. Increasing confusion over 2 weeks. MMSE 22/30. Bloods incl. B12, folate, TFT requested. Referred to memory clinic at [[ORG|Leeds Teaching Hospitals NHS Trust]].
Daughter's mobile: [[PHONE_E164|07700 900318]]. Review in 4 weeks. Flu vaccine given (batch FL2611-A).`,
  // 51 bank statement, Luxembourg / Monaco
  `[[ORG|Banque Internationale à Luxembourg SA]]
Relevé de compte – novembre 2026
Titulaire : [[PERSON|Frédéric Wagner]]
IBAN : [[IBAN|LU22 6961 7540 8448 7184]]

04.11  Virement reçu de [[ORG|ArcelorMittal S.A.]]             +6 204,00
07.11  Ordre permanent loyer – [[PERSON|Mireille Hoffmann]]       -1 850,00
13.11  Virement vers [[IBAN|MC68 4513 9274 1951 5054 1314 101]]   -3 000,00
20.11  Carte Visa ****9920 – Summer Sale Ski Shop          -212,40
Solde : 12 408,55 EUR`,
  // 52 CV, Russia
  `РЕЗЮМЕ
[[PERSON|Екатерина Андреевна Морозова]]
Дата рождения: [[DATE_OF_BIRTH|14.11.1991]]
Телефон: [[PHONE_E164|+7 916 555-12-34]] · Email: [[EMAIL|e.morozova@yandex.ru]]

Опыт работы
2020 — наст. время  Ведущий аналитик, [[ORG|ПАО Сбербанк]]
2016 — 2020         Аналитик, [[ORG|ООО «Яндекс»]]

Образование: [[ORG|МГУ имени М. В. Ломоносова]], 2014
Рекомендации: [[PERSON|Олег Смирнов]], руководитель отдела`,
  // 53 support ticket, Japan, KK in Latin
  `Support case 88-21007
Company: [[ORG|Hoshino Precision KK]]
Reporter: [[PERSON|Aiko Hoshino]] <[[EMAIL|a.hoshino@hoshino-precision.jp]]>
Phone: [[PHONE_E164|+81 45-671-2290]]

Our JCB corporate card [[CREDIT_CARD|3538 5891 2466 3573]] is declined on the renewal page (invoice INV-JP-20261120, JPY 184,800). Card 3538 5891 2466 3574 on the old account was closed. Please contact our accountant [[PERSON|Takeshi Mori]] at [[PHONE_E164|045-671-2291]].`,
  // 54 e-mail, Malaysia / Indonesia
  `From: [[PERSON|Nurul Aisyah binti Ismail]] <[[EMAIL|nurul.aisyah@perdana-logistik.com.my]]>
To: [[PERSON|Budi Santoso]]
Subject: Re: Jakarta warehouse lease

Dear Pak [[PERSON|Budi]],

[[ORG|Perdana Logistik Sdn Bhd]] agrees to the revised terms. Our Indonesian subsidiary, [[ORG|PT Perdana Logistik Indonesia]], will sign the lease. Please liaise with [[PERSON|Siti Rahmawati]] ([[PHONE_E164|+62 812 3456 7890]]).
My number: [[PHONE_E164|+60 12-345 6789]].

Terima kasih,
[[PERSON|Nurul Aisyah]]`,
  // 55 chat log, French lower-case
  `[[PERSON|léa]] 08:31 : qqn a vu le mail de [[PERSON|jean-baptiste moreau]] ?
[[PERSON|hugo]] 08:32 : oui il demande le devis pour [[ORG|Boulangerie Martin SARL]]
[[PERSON|léa]] 08:33 : ok je l'appelle, c'est le [[PHONE_E164|06 45 23 11 87]] ?
[[PERSON|hugo]] 08:33 : non ça c'est [[PERSON|manon]], lui c'est le [[PHONE_E164|07 81 44 20 96]]
[[PERSON|léa]] 08:35 : merci ! au fait la promo été (code ETE2026) finit dimanche`,
  // 56 clinical note, Brazil
  `EVOLUÇÃO CLÍNICA — [[ORG|Hospital Israelita Albert Einstein]]
Paciente: [[PERSON|Ana Beatriz Souza Lima]]   Prontuário: [[MRN|HIAE-3381045]]
Data de nascimento: [[DATE_OF_BIRTH|27/08/1983]]   Convênio: [[ORG|Bradesco Saúde S.A.]]

Paciente com dor abdominal em FID há 24 h. Leucocitose 15.800. TC compatível com apendicite aguda. Encaminhada ao centro cirúrgico, equipe do Dr. [[PERSON|Ricardo Tanaka]].
Contato: marido [[PERSON|Felipe Lima]], [[PHONE_E164|(11) 99876-5432]].`,
  // 57 bank statement, Turkey / Greece
  `[[ORG|Türkiye İş Bankası A.Ş.]] — Hesap Özeti Kasım 2026
Hesap sahibi: [[PERSON|Elif Yıldırım]]
IBAN: [[IBAN|TR17 2498 5015 0735 6270 8203 18]]

02.11  Maaş [[ORG|Koç Holding A.Ş.]]                        +48.250,00 TL
06.11  EFT [[PERSON|Murat Demir]] kira                        -15.000,00 TL
11.11  Yurt dışı transfer [[IBAN|GR47 0469 4412 4048 3105 5500 314]] [[PERSON|Νίκος Αντωνίου]]   -7.500,00 TL
18.11  Kart harcaması Mastercard ****3310                 -1.284,90 TL
Bakiye: 22.641,18 TL`,
  // 58 CV, USA
  `[[PERSON|Grace Summer Whitfield]]
Austin, TX · [[PHONE_E164|(512) 555-0163]] · [[EMAIL|gswhitfield@gmail.com]] · [[URL|https://gracewhitfield.com]]

EXPERIENCE
Staff Engineer, [[ORG|Dell Technologies Inc.]] — 2020–present
Software Engineer II, [[ORG|Indeed, Inc.]] — 2016–2020
Intern, [[ORG|National Instruments Corp.]] — summer 2015

EDUCATION
B.S. Electrical Engineering, [[ORG|Texas A&M University]], 2016

Volunteer: Habitat for Humanity build lead (with [[PERSON|Will Ferreira]]), Summer of Code mentor 2019`,
  // 59 support ticket, look-alikes only
  negative(`Bug #7712 — validator too lenient
Repro data (all synthetic, all must be rejected):
 - card 5555 4444 3333 2221 (Luhn fails)
 - IBAN GB00 NWBK 6016 1331 9268 19 (check digits 00)
 - SSN 666-40-1234 and 912-55-0187 (invalid areas)
 - Aadhaar 1234 5678 9012 (starts with 1)
Version under test: 3.4.5.6 (looks like an IP, is not). Order #88420017, tracking 9400 1112 0206 2211 4455 30.
Amount charged: $4,111.11. OTP sent: 729104. Summer Sale campaign id SS-2026-07.`),
  // 60 e-mail, Greek
  `Από: [[PERSON|Μαρία Κωνσταντινίδου]] <[[EMAIL|m.konstantinidou@aegeanfoods.gr]]>
Προς: [[PERSON|Δημήτρης Αλεξίου]]
Θέμα: Παραγγελία 2026/771

Καλησπέρα [[PERSON|Δημήτρη]],

Η [[ORG|Aegean Foods Α.Ε.]] επιβεβαιώνει την παραγγελία. Το τηλέφωνό μου είναι [[PHONE_E164|+30 694 123 4567]] και του λογιστηρίου [[PHONE_E164|210 3245 678]].

Με εκτίμηση,
[[PERSON|Μαρία Κωνσταντινίδου]]`,
];

/** The documents above that intentionally carry no gold value. */
export const TUNE_NEGATIVES: ReadonlySet<string> = negatives;
