/**
 * RETIRED INTO THE TUNING POOL on 2026-11-27 (decision 0042): corpus 2026c is now the held-out set.
 * The text below describes how this set was held out until then.
 *
 * Second held-out half of the labelled corpus (issue 22, point 6): realistic support tickets, e-mails,
 * chat logs, clinical notes, bank and card statements and CVs, written and labelled on 2026-11-27 by a
 * labeller who did not read the detector, did not run the engine on these documents, and read neither
 * heldout.ts of corpus-2026 nor more than its tune.ts's first three documents. HELD OUT: never read it,
 * debug on it or tune on it; run it only to report aggregate scores. Markup `[[TYPE|value]]`, conventions
 * in ../corpus-2026/README.md. Documents wrapped in `negative(...)` intentionally contain no gold value.
 */

const negatives = new Set<string>();

/** Marks a document that intentionally has no labelled value (look-alikes only). */
function negative(doc: string): string {
  negatives.add(doc);
  return doc;
}

export const HELDOUT_B_CORPUS: readonly string[] = [
  // 1 support ticket, English, US
  `Ticket #CS-771842 | Priority: P2 | Channel: web form
Requester: [[PERSON|Dawn Okonkwo-Reyes]] <[[EMAIL|dawn.okonkwo@ferrowind-energy.com]]>
Company: [[ORG|Ferrowind Energy LLC]] (Tulsa, OK)
Callback: [[PHONE_E164|(918) 742-3306]] ext. 214

Hi team,
at dawn today our nightly sync failed again with error E-4471 on build 7.3.0.22. Our IT lead, [[PERSON|Hunter Castellanos]], restarted the agent but the portal at [[URL|https://portal.ferrowind-energy.com/sync/status]] still shows "stalled". The appliance sits at [[IPV4|172.16.88.41]].
Could someone from your side call [[PERSON|Hunter]] directly on [[PHONE_E164|918-555-0143]]? [[PERSON|Hunter]]'s shift ends at 6 pm Central.

Thanks,
[[PERSON|Dawn]]

--- internal note (agent: [[PERSON|lakshmi varadarajan]]) ---
Escalated to tier 3. Customer on plan ENT-2, renewal 2027-03-01. Do not promise a refund.`,
  // 2 support ticket, German (Switzerland)
  `Anfrage Nr. 2026-118734 | Kanal: Telefon → Ticket
Kunde: Frau [[PERSON|Annina Zürcher-Baumli]], [[ORG|Baumli Treuhand AG]], Winterthur
Rückruf: [[PHONE_E164|052 213 48 76]] oder mobil [[PHONE_E164|+41 79 684 21 53]]
E-Mail: [[EMAIL|a.zuercher@baumli-treuhand.ch]]

Grüezi
Frau [[PERSON|Zürcher-Baumli]] meldet, dass die Lastschrift für die Lizenzgebühr (CHF 2'480.00) zweimal vom Konto [[IBAN|CH13 6386 6925 5989 9948 5]] abgebucht wurde. Ihr Kollege Herr [[PERSON|Reto Caflisch]] hat die Belege bereits an [[EMAIL|buchhaltung@baumli-treuhand.ch]] weitergeleitet.
Bitte Gutschrift prüfen; Auftragsnummer AU-55120-CH, Referenz 210000000003139471430009017 (QR-Referenz, kein Konto).

Freundliche Grüsse
[[PERSON|Seraina Item]], Kundendienst [[ORG|Alpwerk Software GmbH]]`,
  // 3 support ticket, English, India, national ids
  `Ticket: KYC-REJ-40931 | Queue: Onboarding (IN)
Customer: [[PERSON|Ritika Deshpande]] | Mobile: [[PHONE_E164|+91 98452 17630]] | Email: [[EMAIL|ritika.d1991@rediffmail.com]]

Customer says her KYC was rejected twice. She uploaded PAN [[NATIONAL_ID|CQRPD7412M]] and Aadhaar [[NATIONAL_ID|7445 6547 8639]]; the OCR read the Aadhaar as 7445 6547 8693, which is why the match failed. DOB on both documents: [[DATE_OF_BIRTH|14/08/1991]].
Her employer [[ORG|Sahyadri Infotech Pvt Ltd]] (Pune) is listed as the salary source. Branch contact: [[PERSON|Mr. Anil Kulkarni]], [[PHONE_E164|020 2553 8814]].
Action: re-run OCR manually, do not ask for the documents again. One-time code sent to customer: 518204 (expires in 10 min).
— [[PERSON|sneha_iyer]] (KYC desk)`,
  // 4 support ticket, French (Belgium)
  `Ticket n° BE-20931-FR | Statut : en attente client
Client : [[ORG|Boulangerie Vanhoutte SPRL]], Namur
Contact : M. [[PERSON|Gauthier Vanhoutte]] – [[PHONE_E164|081 22 64 90]] – [[EMAIL|gauthier@boulangerie-vanhoutte.be]]

Bonjour,
Depuis la mise à jour 3.2.0.14 de la caisse, les paiements Bancontact sont refusés une fois sur deux. Le terminal est à l'adresse [[IPV4|192.168.4.27]] dans le réseau du magasin. Notre comptable, Mme [[PERSON|Nathalie Deprez]] ([[ORG|Fiduciaire Deprez & Fils SRL]]), demande aussi le remboursement de l'abonnement de mars, prélevé sur [[IBAN|BE91 0200 6398 8875]].
Vous pouvez me joindre le matin au [[PHONE_E164|0478 29 16 43]].

Cordialement,
[[PERSON|Gauthier Vanhoutte]]`,
  // 5 support ticket, Japanese
  `お問い合わせ番号: JP-2026-55813
会社名: [[ORG|株式会社ミドリカワ精機]]
ご担当者: [[PERSON|緑川 遼]] 様（[[PERSON|Ryo Midorikawa]]）
電話: [[PHONE_E164|03-5412-8837]] / 携帯: [[PHONE_E164|090-4381-2276]]
メール: [[EMAIL|r.midorikawa@midorikawa-seiki.co.jp]]

いつもお世話になっております。
管理画面（[[URL|https://admin.midorikawa-seiki.co.jp/login]]）にログインできません。経理の[[PERSON|佐々木 美帆]]さんも同じエラーが出ると言っています。バージョンは 5.1.2.0 です。
至急ご対応をお願いいたします。

[[ORG|ミドリカワ精機]] 情報システム課 [[PERSON|緑川]]`,
  // 6 support ticket, Spanish (Mexico), three messages
  `Ticket #MX-448120 — "No puedo descargar mi CFDI"
[Cliente] [[PERSON|Xóchitl Bermúdez Anaya]] <[[EMAIL|xbermudez@grupo-tlaloc.mx]]>, [[ORG|Grupo Tláloc Distribuciones S.A. de C.V.]]
> Buenas tardes, desde ayer no puedo descargar las facturas de octubre. Mi teléfono es [[PHONE_E164|55 4172 8836]].
[Agente] [[PERSON|Emiliano Cota]]
> Hola Sra. [[PERSON|Bermúdez]], ¿nos confirma el RFC y el número de pedido? El folio 7781 no aparece.
[Cliente] [[PERSON|Xóchitl Bermúdez Anaya]]
> El pedido es PED-2026-00913. También pueden hablar con nuestro contador, el Lic. [[PERSON|Fausto Arreola]], al [[PHONE_E164|+52 33 1842 7795]]. La CLABE para el reembolso es 012180001234567891.
[Agente] [[PERSON|Emiliano Cota]]
> Gracias, lo escalo a facturación.`,
  // 7 support ticket, English, names that are words
  `Ticket #HD-30017 | "May I get a refund for the April invoice?"
From: [[PERSON|April Nakamura-Lowe]] <[[EMAIL|april.nl@brightharbor.co.nz]]>
Org: [[ORG|Bright Harbor Tutoring Limited]] (Auckland) | Phone: [[PHONE_E164|+64 9 377 4812]]

Hello,
may I ask why the April invoice (INV-88102) charged us for 14 seats? We only have 9 tutors since [[PERSON|Frank Aldous]] and [[PERSON|Ivy Marchetti]] left. To be frank, this is the third billing mistake this year.
Please call me on [[PHONE_E164|021 438 927]] rather than email; my colleague [[PERSON|Sunny Patel]] can also approve credits if I'm away on a sunny beach in June :)

Regards,
[[PERSON|A. Nakamura-Lowe]]

[agent note: [[PERSON|Jade Whitlock]] — checked seat log; 9 active, 5 deactivated on 03/04. Credit approved.]`,
  // 8 support ticket, Portuguese (Brazil)
  `Chamado #BR-620184 | Prioridade: alta
Cliente: [[ORG|Padaria Flor do Cerrado Ltda.]] – CNPJ 12.345.678/0001-90
Solicitante: [[PERSON|Thiago Assunção Ribeiro]] – [[PHONE_E164|(61) 99847-2316]] – [[EMAIL|thiago@flordocerrado.com.br]]

Bom dia,
o PIX de R$ 1.280,00 caiu duas vezes na conta errada. Favor estornar para a conta [[IBAN|BR26 6807 6273 2857 9950 7889 383C 1]] no [[ORG|Banco do Brasil]]. A gerente [[PERSON|Luana Pimentel]] autorizou o estorno; o telefone dela é [[PHONE_E164|+55 11 98472-3615]].
Protocolo do banco: 2026111804471.

Att.,
[[PERSON|Thiago A. Ribeiro]]`,
  // 9 support ticket, English (UK) with NINO
  `Case 00418826 — Payroll portal
Employer: [[ORG|Whitcombe & Rowe Joinery Ltd]] | Contact: [[PERSON|Gareth Pennington]] | [[PHONE_E164|0117 496 3382]]

[[PERSON|Gareth]] says one of his employees, [[PERSON|Siobhan Carraway]], can't see her payslips. Her NI number on our side is [[NATIONAL_ID|JT 48 61 93 B]]; her tax letters show the same number, so the mismatch is on the portal side. Her personal email is [[EMAIL|siobhan.carraway@outlook.co.uk]] and mobile [[PHONE_E164|07823 418592]].
Sort code 20-45-77, account 63018842 (not ours, just quoted from the customer's message).
Also flagged: test record with NI QQ 12 34 56 C from the old sandbox, ignore.
Owner: [[PERSON|Callum Fraser-Ives]]`,
  // 10 support ticket, Korean
  `[문의] 결제 오류 – 접수번호 KR-77214
회사: [[ORG|주식회사 한빛물류]]
담당자: [[PERSON|정서윤]] 님 ([[PERSON|Seoyun Jung]])
연락처: [[PHONE_E164|02-3142-8765]], 휴대폰 [[PHONE_E164|010-4827-3961]]
이메일: [[EMAIL|syjung@hanbit-logis.co.kr]]

안녕하세요. 어제부터 법인카드 결제가 계속 실패합니다. 재무팀 [[PERSON|오태민]] 과장님도 같은 오류 코드(E-2043)를 받았습니다. 서버 주소는 [[IPV4|10.12.40.8]] 입니다.
빠른 확인 부탁드립니다.
[[PERSON|정서윤]] 드림`,
  // 11 support ticket, English, Australia
  `Ticket #AU-551902 | Status: Waiting on customer
Customer: [[ORG|Koorong Creek Landscaping Pty Ltd]] (ABN 51 824 753 556)
Contact: [[PERSON|Bronwyn McAlister]] | [[PHONE_E164|(02) 8271 4490]] | mobile [[PHONE_E164|0412 836 275]]
Email: [[EMAIL|bronwyn@koorongcreek.com.au]]

G'day, our invoices on [[URL|koorongcreek.com.au/invoices]] link to the old payment page. Our bookkeeper [[PERSON|Cliff Yarrow]] says customers end up on a cliff-edge error screen. Could you also update our billing contact to [[PERSON|Lachlan Tuimavave]] ([[EMAIL|lachlan.t@koorongcreek.com.au]])?
Cheers, [[PERSON|Bronwyn]]

Agent: [[PERSON|marcus o'dea]] — redirect fixed, awaiting confirmation.`,
  // 12 support ticket, Turkish
  `Destek Talebi #TR-39017
Müşteri: [[ORG|Kızılırmak Tekstil Sanayi ve Ticaret A.Ş.]]
Yetkili: [[PERSON|Elif Karaosmanoğlu]] – [[PHONE_E164|0532 418 26 75]] – [[EMAIL|elif.karaosmanoglu@kizilirmaktekstil.com.tr]]

Merhaba,
geçen ayın faturası iki kez tahsil edildi. İade için hesap bilgimiz: [[IBAN|TR42 3751 6121 3606 5764 1855 44]] ([[ORG|Vakıf Katılım Bankası A.Ş.]]). Muhasebe müdürümüz [[PERSON|Kerem Yıldırım]] Bey'e [[PHONE_E164|+90 212 284 16 30]] numarasından ulaşabilirsiniz.
Fatura no: FTR2026000481, sipariş no: 55102.

Saygılarımla,
[[PERSON|Elif Karaosmanoğlu]]`,
  // 13 support ticket, English, US SSN
  `Ticket #TAX-20417 | Tax forms | Priority: high
Member: [[PERSON|Victor Abernathy-Quist]] | DOB [[DATE_OF_BIRTH|1978-02-09]] | Phone [[PHONE_E164|(612) 338-4075]]

Member called: his 1099 shows the wrong SSN. He says his SSN is [[SSN|390-19-4111]], the form printed 930-19-4111, which isn't his. He also asked us to stop mailing his spouse, [[PERSON|Marguerite Abernathy]], at [[EMAIL|mags.abernathy@gmail.com]].
He banks with [[ORG|North Star Federal Credit Union]]; verification call done by [[PERSON|Tamika Vance]].
Please reissue the form. Reference: REQ-7718-2026.`,
  // 14 support ticket, Polish
  `Zgłoszenie PL/2026/11/4471
Klient: [[ORG|Zakład Stolarski Wierzbicki Sp. z o.o.]], Radom
Osoba kontaktowa: Pan [[PERSON|Grzegorz Wierzbicki]], tel. [[PHONE_E164|+48 601 384 275]], [[EMAIL|g.wierzbicki@stolarnia-wierzbicki.pl]]

Dzień dobry,
opłata za licencję została pobrana z konta [[IBAN|PL52 3094 7037 3176 8957 2058 0691]] dwukrotnie. Prosimy o zwrot. Księgowa, Pani [[PERSON|Bożena Kaczmarczyk]], jest dostępna pod numerem [[PHONE_E164|48 362 17 40]].
Nr faktury: FV/2026/10/0912.

Z poważaniem,
[[PERSON|Grzegorz Wierzbicki]]`,
  // 15 support ticket, English, Nigeria/Kenya, lower-case chat escalation
  `Ticket #AF-10284 | Mobile money payout failed
Merchant: [[ORG|Adebanjo Foods Nigeria Limited]] | Contact: [[PERSON|Oluwaseun Adebanjo]] | [[PHONE_E164|+234 803 418 2766]]

Transcript excerpt (live chat):
[[PERSON|oluwaseun adebanjo]]: the payout to our Nairobi supplier bounced
agent [[PERSON|njeri]]: which supplier please?
[[PERSON|oluwaseun adebanjo]]: [[ORG|Mwangaza Packaging Ltd]], contact [[PERSON|Otieno Kiprotich]] [[PHONE_E164|+254 712 438 916]]
agent [[PERSON|njeri]]: thanks, i see reference MP-55017-KE failed with code 1037. escalating.

Escalated to [[EMAIL|payouts-africa@cedarpay.io]] by [[PERSON|Njeri Wambui]].`,
  // 16 support ticket, Hebrew
  `פנייה מס' IL-22817
לקוח: [[ORG|אופק מערכות מידע בע"מ]]
איש קשר: [[PERSON|נועה ברקוביץ]] ([[PERSON|Noa Berkovich]]), טלפון [[PHONE_E164|03-624-1857]], נייד [[PHONE_E164|052-738-4196]]
דוא"ל: [[EMAIL|noa.b@ofek-is.co.il]]

שלום, החיוב החודשי ירד פעמיים מהחשבון [[IBAN|IL73 9781 6775 6221 3267 435]]. מנהל הכספים שלנו, [[PERSON|אביתר שמואלי]], ביקש החזר. מספר חשבונית: 2026-4410.
תודה, [[PERSON|נועה ברקוביץ]]`,
  // 17 negative: bug report with look-alikes only
  negative(`Bug #9931 — checksum validation accepts junk
Steps: paste each of the following into the payment form and press "Validate".
- card 4583 9108 2855 9633 (bad check digit) → accepted, should be rejected
- IBAN DE93 8196 3447 1211 1231 93 (wrong check digits) → accepted
- SSN 912-44-1180 (9xx area) and 000-31-7725 → accepted
- Aadhaar 1408 2261 7734 (starts with 1) → accepted
Environment: build 6.0.12.8, agent v2.19.4.1, OTP 774201 used for login.
Order 5510-2231-0087 and tracking 1Z 999 AA1 01 2345 6784 are unrelated.
Expected: all rejected. Severity: major.`),
  // 18 e-mail, German, greeting and honorifics outside the spans
  `Von: [[PERSON|Henrike Scholtissek]] <[[EMAIL|h.scholtissek@kranzberger-moebel.de]]>
An: [[EMAIL|einkauf@holzhof-lindner.de]]
Betreff: AW: Lieferung KW 48

Guten Tag Herr [[PERSON|Lindner]],

vielen Dank für Ihre Nachricht. Die Lieferung an die [[ORG|Kranzberger Möbelwerkstätten GmbH & Co. KG]] verschiebt sich leider auf Donnerstag. Bitte überweisen Sie die Anzahlung auf [[IBAN|DE83 1526 5044 0289 6225 50]] bei der [[ORG|Sparkasse Freising]].
Für Rückfragen erreichen Sie mich unter [[PHONE_E164|08161 493 27]] oder mobil unter [[PHONE_E164|0171 4829365]].

Mit freundlichen Grüßen
[[PERSON|Henrike Scholtissek]]
Vertrieb

> Am 24.11.2026 schrieb [[PERSON|Jörg Lindner]] <[[EMAIL|einkauf@holzhof-lindner.de]]>:
> Sehr geehrte Frau [[PERSON|Scholtissek]], wann kommt die Ware? Gruß, [[PERSON|J. Lindner]], [[ORG|Holzhof Lindner e.K.]]`,
  // 19 e-mail, Dutch
  `Van: [[PERSON|Maartje van der Heijden]] <[[EMAIL|maartje@vdheijden-architecten.nl]]>
Aan: [[EMAIL|administratie@bouwbedrijf-kuipers.nl]]
Onderwerp: Factuur 2026-0173

Beste [[PERSON|Joost]],

In de bijlage vind je factuur 2026-0173 voor het ontwerp van de uitbouw. Wil je het bedrag (€ 4.812,50) overmaken naar [[IBAN|NL56 ABNA 6121 4143 45]] t.n.v. [[ORG|Van der Heijden Architecten B.V.]]?
Voor vragen over de constructie kun je bellen met [[PERSON|Sjoerd Wiersma]] van [[ORG|Ingenieursbureau Wiersma]] op [[PHONE_E164|020 529 4816]]. Ik ben zelf bereikbaar op [[PHONE_E164|06 2847 1953]].

Met vriendelijke groet,
[[PERSON|Maartje van der Heijden]]
[[URL|www.vdheijden-architecten.nl]]`,
  // 20 e-mail, Italian
  `Da: [[PERSON|Ludovica Santangelo]] <[[EMAIL|l.santangelo@cantinesantangelo.it]]>
A: [[EMAIL|ordini@enotecadelponte.it]]
Oggetto: Ordine n. 4471 – conferma

Gentile dott. [[PERSON|Tagliavini]],

confermo la spedizione di 120 bottiglie per l'[[ORG|Enoteca del Ponte S.r.l.]]. Il pagamento va effettuato sul conto [[IBAN|IT30 B040 0226 5593 7052 5020 152]] intestato a [[ORG|Cantine Santangelo S.p.A.]]
Il nostro corriere, sig. [[PERSON|Matteo Guerrieri]], la chiamerà al [[PHONE_E164|02 8647 3921]] prima della consegna. Per urgenze: [[PHONE_E164|+39 347 218 6604]].

Cordiali saluti,
[[PERSON|Ludovica Santangelo]]
Ufficio commerciale`,
  // 21 e-mail, Spanish (Spain), quoted reply
  `De: [[PERSON|Iñaki Etxeberria Goñi]] <[[EMAIL|inaki.etxeberria@txokoa-taldea.es]]>
Para: [[PERSON|Itziar Valdelomar]] <[[EMAIL|ivaldelomar@asesoria-valdelomar.es]]>
Asunto: RE: Nóminas noviembre

Hola [[PERSON|Itziar]]:
Te confirmo que las nóminas de [[ORG|Txokoa Taldea S.L.]] se pagarán desde la cuenta [[IBAN|ES46 2742 2466 1905 2187 7395]] el día 28. Si hay algún problema llámame al [[PHONE_E164|612 38 49 17]].
Un abrazo,
[[PERSON|Iñaki]]

-----Mensaje original-----
De: [[PERSON|Itziar Valdelomar]]
Estimado [[PERSON|Iñaki]]: ¿me confirmas la cuenta de cargo? En la oficina estamos en el [[PHONE_E164|+34 912 48 37 60]].
[[ORG|Asesoría Valdelomar S.L.U.]]`,
  // 22 e-mail, English, Singapore/Malaysia legal forms
  `From: [[PERSON|Cheryl Tan Hui Min]] <[[EMAIL|cheryl.tan@marinacrest.com.sg]]>
To: [[PERSON|Syahmi Rahman]] <[[EMAIL|syahmi@tanjungbiru.com.my]]>
Cc: [[EMAIL|legal@marinacrest.com.sg]]
Subject: Distribution agreement – signed copy

Dear [[PERSON|Syahmi]],

Please find attached the agreement between [[ORG|Marina Crest Trading Pte. Ltd.]] and [[ORG|Tanjung Biru Sdn Bhd]], countersigned by our director [[PERSON|Mr. Goh Wei Jie]]. Our counsel at [[ORG|Lim & Ong LLP]] has kept the original.
For logistics, please coordinate with [[PERSON|Pearl Soh]] on [[PHONE_E164|+65 6438 2719]] (office) or [[PHONE_E164|9127 4583]] (mobile).

Best regards,
[[PERSON|Cheryl Tan]]
Head of Partnerships, [[ORG|Marina Crest]]
Tel: [[PHONE_E164|+60 3-2148 7730]] (KL office)`,
  // 23 e-mail, Swedish
  `Från: [[PERSON|Linnéa Åkesson]] <[[EMAIL|linnea.akesson@fjallbacka-design.se]]>
Till: [[EMAIL|ekonomi@norrskenbygg.se]]
Ämne: Faktura 1188 – påminnelse

Hej [[PERSON|Torbjörn]]!

Vi har ännu inte fått betalt för faktura 1188 (12 450 kr). Betala gärna till [[IBAN|SE74 5941 1930 2338 6237 7728]] eller bankgiro 5521-8830. [[ORG|Fjällbacka Design AB]] har bytt bank, så det gamla kontot i [[ORG|Länsförsäkringar Bank]] gäller inte längre.
Ring mig på [[PHONE_E164|070-482 17 36]] eller kontoret på [[PHONE_E164|08-562 413 90]].

Vänliga hälsningar,
[[PERSON|Linnéa Åkesson]]

> [[PERSON|Torbjörn Lundqvist-Berg]], [[ORG|Norrsken Bygg AB]], skrev: Vi betalar i veckan.`,
  // 24 e-mail, Greek
  `Από: [[PERSON|Δήμητρα Παπαθανασίου]] <[[EMAIL|d.papathanasiou@aigaion-shipping.gr]]>
Προς: [[EMAIL|logistirio@kykladiki.gr]]
Θέμα: Τιμολόγιο 2026/311

Αγαπητέ κ. [[PERSON|Μαυρογιάννη]],

σας στέλνω το τιμολόγιο 2026/311 της [[ORG|Αιγαίον Ναυτιλιακή Α.Ε.]] Παρακαλούμε εξοφλήστε στον λογαριασμό [[IBAN|GR40 0910 0267 2928 0407 0407 288]] ([[ORG|Τράπεζα Πειραιώς]]).
Για ερωτήσεις, καλέστε τον συνάδελφό μου [[PERSON|Σταύρο Κουτσούρη]] στο [[PHONE_E164|210 724 8613]] ή εμένα στο [[PHONE_E164|694 518 2730]].

Με εκτίμηση,
[[PERSON|Δήμητρα Παπαθανασίου]] ([[PERSON|Dimitra Papathanasiou]])`,
  // 25 e-mail, Russian
  `От: [[PERSON|Ксения Воронцова]] <[[EMAIL|k.vorontsova@severtrans.ru]]>
Кому: [[EMAIL|buh@uralmetallsnab.ru]]
Тема: Сверка за октябрь

Добрый день, [[PERSON|Олег Петрович]]!

Направляю акт сверки между [[ORG|ООО «Севертранс»]] и [[ORG|АО «Уралметаллснаб»]] за октябрь. Прошу подписать и вернуть до пятницы. Если есть расхождения, звоните мне: [[PHONE_E164|+7 495 628-41-37]], или нашему юристу [[PERSON|Артёму Белозёрову]]: [[PHONE_E164|8 (916) 248-17-53]].
Номер договора: 44/2026-СТ, счёт № 1187.

С уважением,
[[PERSON|Ксения Воронцова]]
главный бухгалтер`,
  // 26 e-mail, Arabic (UAE)
  `من: [[PERSON|ريم الشامسي]] <[[EMAIL|reem.alshamsi@nakheel-events.ae]]>
إلى: [[EMAIL|accounts@gulfstage.ae]]
الموضوع: دفعة الفعالية

السيد [[PERSON|حمدان الكتبي]] المحترم،
نرجو تحويل الدفعة الثانية إلى حساب [[ORG|نخيل للفعاليات ش.ذ.م.م]] رقم [[IBAN|AE20 0481 1687 2796 3857 127]] لدى [[ORG|بنك الإمارات دبي الوطني]].
للاستفسار: [[PHONE_E164|+971 4 388 2617]] أو الجوال [[PHONE_E164|050 418 2735]].
مع التحية،
[[PERSON|ريم الشامسي]] ([[PERSON|Reem Al Shamsi]])`,
  // 27 e-mail, Chinese
  `发件人：[[PERSON|欧阳思琪]] <[[EMAIL|siqi.ouyang@hengfeng-tech.cn]]>
收件人：[[EMAIL|caiwu@jinlong-trading.com]]
主题：关于十一月货款

[[PERSON|郑国栋]]经理您好：

[[ORG|杭州恒丰科技有限公司]]已于昨日发货，请贵司（[[ORG|金龙国际贸易有限公司]]）在本月底前支付尾款。如有疑问，请致电我的同事[[PERSON|韦晓婷]]：[[PHONE_E164|0571 8702 4316]]，或者我的手机 [[PHONE_E164|+86 138 1024 7763]]。
合同编号：HF-2026-0871。

此致
[[PERSON|欧阳思琪]]`,
  // 28 e-mail, Hindi-English (Latin and Devanagari)
  `From: [[PERSON|Aditya Vishwakarma]] <[[EMAIL|aditya.v@kalinga-textiles.in]]>
To: [[PERSON|Vaidehi Sundaram]] <[[EMAIL|vaidehi.s@chennai-weaves.com]]>
Subject: Re: PO 7781 payment

Namaste [[PERSON|Vaidehi]] ji,
payment ho gaya hai from [[ORG|Kalinga Textiles Private Limited]] ka account. UTR number 214488103771 hai. Agar koi issue ho toh humare accountant [[PERSON|राजेश त्रिपाठी]] ([[PERSON|Rajesh Tripathi]]) ko call kariye: [[PHONE_E164|+91 94370 28815]].
Office landline: [[PHONE_E164|0674 254 1887]] (Bhubaneswar).

Dhanyavaad,
[[PERSON|आदित्य विश्वकर्मा]]
[[ORG|कलिंग टेक्सटाइल्स]]`,
  // 29 e-mail, Thai
  `จาก: [[PERSON|ณัฐธิดา ศรีสวัสดิ์]] <[[EMAIL|natthida.s@siamlotus.co.th]]>
ถึง: [[EMAIL|finance@chaophraya-foods.co.th]]
เรื่อง: ใบแจ้งหนี้เลขที่ INV-6612

เรียน คุณ[[PERSON|ประเสริฐ วงศ์ไทย]]
[[ORG|บริษัท สยามโลตัส จำกัด]] ขอแจ้งยอดค้างชำระตามใบแจ้งหนี้เลขที่ INV-6612 ของ [[ORG|บริษัท เจ้าพระยาฟู้ดส์ จำกัด (มหาชน)]] หากมีข้อสงสัยกรุณาติดต่อ [[PHONE_E164|02 254 8163]] หรือมือถือ [[PHONE_E164|081 429 7638]]
ขอแสดงความนับถือ
[[PERSON|ณัฐธิดา ศรีสวัสดิ์]]`,
  // 30 e-mail, English, job offer with word-names
  `From: [[PERSON|Hazel Drummond]] <[[EMAIL|hazel.drummond@quarrylight.io]]>
To: [[PERSON|Miles Oyelaran]] <[[EMAIL|miles.oyelaran@protonmail.com]]>
Subject: Offer – Data Scientist

Hi [[PERSON|Miles]],

Great news: we'd like to offer you the Data Scientist role at [[ORG|Quarrylight Inc.]] Your manager would be [[PERSON|Reed Castellano]]; [[PERSON|Reed]] was impressed by your talk on hazel-nut yield models (really!). The commute is only a few miles from your place.
Please sign via [[URL|https://sign.quarrylight.io/offer/8812]] by Friday. Questions: [[PHONE_E164|+1 646 283 9174]].

Best,
[[PERSON|Hazel]]
People Team, [[ORG|Quarrylight]]`,
  // 31 e-mail, Czech
  `Od: [[PERSON|Radka Procházková]] <[[EMAIL|radka.prochazkova@vltava-stavby.cz]]>
Komu: [[EMAIL|fakturace@brnenska-ocel.cz]]
Předmět: Dobropis k faktuře 2026-118

Dobrý den, pane [[PERSON|Dvořáčku]],
posílám dobropis k faktuře 2026-118. Částku 38 400 Kč vrátíme na účet [[IBAN|CZ92 9601 8875 6343 6742 8618]]. Za [[ORG|Vltava Stavby s.r.o.]] to podepsal jednatel Ing. [[PERSON|Tomáš Kubíček]].
Pro dotazy volejte [[PHONE_E164|+420 602 418 397]].

S pozdravem
[[PERSON|Radka Procházková]]
[[ORG|Vltava Stavby]]`,
  // 32 e-mail, Hungarian
  `Feladó: [[PERSON|Szabó-Lengyel Dóra]] <[[EMAIL|dora.szabo@tiszavirag-kft.hu]]>
Címzett: [[EMAIL|penzugy@dunamenti-epito.hu]]
Tárgy: Átutalás – 2026/77 számla

Kedves [[PERSON|Bence]]!

A [[ORG|Tiszavirág Kereskedelmi Kft.]] nevében kérem, hogy a 2026/77 számla összegét a [[IBAN|HU19 7239 2399 4948 0493 2086 9267]] számlára utaljátok. A [[ORG|Dunamenti Építő Zrt.]] könyvelője, [[PERSON|Farkas Ildikó]] a [[PHONE_E164|+36 1 488 2307]] számon érhető el, én a [[PHONE_E164|+36 30 217 4486]] számon.

Üdvözlettel:
[[PERSON|Dóra]]`,
  // 33 e-mail, Spanish (Argentina) with quoted reply
  `De: [[PERSON|Facundo Lamberti]] <[[EMAIL|flamberti@estudiolamberti.com.ar]]>
Para: [[EMAIL|tesoreria@pampagro.com.ar]]
Asunto: Re: Honorarios octubre

Hola [[PERSON|Milagros]],
ya les mandé la factura C 0003-00004471. El CBU está en la factura; cualquier cosa llamame al [[PHONE_E164|+54 9 11 3842-7716]] o al estudio, [[PHONE_E164|011 4328-7715]].
Saludos,
[[PERSON|Facu]]

> El 20/11/2026, [[PERSON|Milagros Echeverría]] ([[ORG|Pampagro S.A.]]) escribió:
> ¿Nos reenviás la factura? La anterior salió a nombre de [[ORG|Pampagro Agroindustrial SA]] y no corresponde.`,
  // 34 e-mail, French (France), Mme and M. outside the span
  `De : [[PERSON|Solène Marchetti-Brun]] <[[EMAIL|solene.mb@cabinet-brun-avocats.fr]]>
À : Mme [[PERSON|Aurélie Quéméner]] <[[EMAIL|a.quemener@breizh-maree.fr]]>
Objet : Dossier prud'hommes n° 26/00418

Madame,

Suite à notre entretien, je vous confirme que M. [[PERSON|Yannick Le Goff]] a accepté la médiation. La société [[ORG|Breizh Marée SAS]] sera représentée par son gérant. La provision d'honoraires est à verser sur [[IBAN|FR96 7327 6933 3371 0546 9250 238]] ([[ORG|Cabinet Brun Avocats SELARL]]).
Mon secrétariat est joignable au [[PHONE_E164|04 78 62 19 35]] ; en cas d'urgence, [[PHONE_E164|07 81 26 44 90]].

Bien à vous,
Maître [[PERSON|Solène Marchetti-Brun]]`,
  // 35 chat log (Slack), lower-case names, names that are words
  `#ops-payments
[08:02] [[PERSON|joy adeyemi]]: morning all. the rack 3 patch panel is dusty and loose again, [[IPV4|10.44.7.19]] keeps dropping
[08:03] [[PERSON|chase whitford]]: i'll chase facilities. [[PERSON|dusty]], can you look at the switch? and don't jack up the fan speed
[08:05] [[PERSON|dusty]]: on it. also [[PERSON|ruby]] said the ruby gem upgrade broke the invoice job
[08:06] [[PERSON|ruby okafor]]: yep, pinned it back to 3.1.4.2 for now
[08:07] [[PERSON|joy adeyemi]]: 🙏 pure joy. [[PERSON|chase]], did [[ORG|Brightwater Telecom]] send the new circuit id?
[08:09] [[PERSON|chase whitford]]: not yet, their rep [[PERSON|Dean Haverford]] is out till monday
[08:10] deploybot: release 2026.11.27-1 deployed to staging`,
  // 36 chat log (WhatsApp), Spanish (Colombia)
  `[27/11/26, 7:41:12 p. m.] [[PERSON|Mafe Londoño]]: Hola!! ya llegó la transferencia de [[ORG|Cafés del Quindío S.A.S.]]?
[27/11/26, 7:42:03 p. m.] [[PERSON|Julián Restrepo]]: todavía no 😕 les escribí a [[EMAIL|pagos@cafesdelquindio.co]]
[27/11/26, 7:42:30 p. m.] [[PERSON|Mafe Londoño]]: llama a doña [[PERSON|Gloria]] al [[PHONE_E164|310 428 7714]], ella siempre responde
[27/11/26, 7:44:51 p. m.] [[PERSON|Julián Restrepo]]: listo. la oficina de ellos es [[PHONE_E164|601 482 3917]] pero cierran a las 5
[27/11/26, 7:45:10 p. m.] [[PERSON|Mafe Londoño]]: ok, y el código que me llegó por sms es 663018, no lo compartas jaja`,
  // 37 chat log (LINE), Japanese with kana names
  `[LINE] 2026/11/26(木)
21:03 [[PERSON|ひなた]] 明日の打ち合わせ、[[ORG|ヤマト運輸]]の[[PERSON|もりやま]]さんも来るって
21:04 [[PERSON|Kenta Ishiguro]] 了解！資料は[[URL|drive.kumo-share.jp/s/9fKq2]]に置いたよ
21:05 [[PERSON|ひなた]] ありがとう〜 [[PERSON|石黒]]くん、[[PERSON|ゆうな]]ちゃんにも共有してね
21:07 [[PERSON|ゆうな]] 見れた！電話なら [[PHONE_E164|080-3914-6627]] にかけてください
21:08 [[PERSON|Kenta Ishiguro]] 👍`,
  // 38 chat log (Discord), handles built from names
  `#help-billing
[[PERSON|nina_kowalczyk]] — Today at 14:12
anyone know why my invoice says "Summer Sale" discount but charged full price?
[[PERSON|teodor.vasquez]] — Today at 14:13
same here lol. the summer sale ended on the 31st tho
ModMail — Today at 14:13
Please DM your order number, don't post card details.
[[PERSON|nina_kowalczyk]] — Today at 14:15
too late 😬 i posted 4583 9108 2855 9633 earlier but that one's an old expired card anyway
[[PERSON|sunny_liang]] — Today at 14:16
[[PERSON|ninka]], delete that message pls. also [[PERSON|teodor]] you can email [[EMAIL|billing@pixelkiln.gg]]
[[PERSON|teodor.vasquez]] — Today at 14:17
ty [[PERSON|sunny]] 🙏`,
  // 39 chat log (live chat), English, a card written in the chat
  `Live chat — [[ORG|Oakridge Home Insurance]]
Visitor ([[PERSON|Patience Mbeki]]) 10:14: hi, i need to update the card on my policy HX-44190
Agent [[PERSON|Glen]] 10:14: Hi [[PERSON|Patience]], thanks for your patience. Please don't type full card numbers here.
Visitor 10:15: oh sorry i already pasted it in the form: [[CREDIT_CARD|4779 0815 9776 7715]]
Agent [[PERSON|Glen]] 10:16: I'll mask that. Can you confirm your date of birth?
Visitor 10:16: [[DATE_OF_BIRTH|03/11/1986]]
Agent [[PERSON|Glen]] 10:17: Thanks. Your renewal of 12/01/2027 stays the same. A Visa card is fine. Anything else?
Visitor 10:17: no that's all`,
  // 40 chat log (Microsoft Teams), German/English mix
  `[Teams] Projekt "Ostsee-Portal"
[[PERSON|Fenja Hinrichsen]] 09:12: Moin! Der Kunde ([[ORG|Nordlicht Reederei GmbH]]) hat die neue IP freigegeben: [[IPV4|185.34.120.77]]
[[PERSON|Mattis Rohwedder]] 09:14: super. [[PERSON|Hauke]] hat die Firewall-Regel schon drin?
[[PERSON|Hauke Petersen]] 09:15: jep, aber nur für [[IPV4|185.34.120.78]], ich korrigier das
[[PERSON|Fenja Hinrichsen]] 09:16: danke. Ansprechpartnerin beim Kunden ist Frau [[PERSON|Wiebke Thomsen]], [[PHONE_E164|0431 705 82 14]]
[[PERSON|Mattis Rohwedder]] 09:18: notiert. release 4.0.2.1 geht dann heute abend raus`,
  // 41 chat log (WhatsApp), Hindi (Devanagari and Latin)
  `[26/11/2026, 18:22] [[PERSON|प्रिया मेहता]]: भैया, [[ORG|अग्रवाल ट्रेडर्स]] वालों ने पेमेंट भेजा?
[26/11/2026, 18:24] [[PERSON|Rohan Mehta]]: nahi abhi tak. [[PERSON|Agarwal]] ji ka number do
[26/11/2026, 18:24] [[PERSON|प्रिया मेहता]]: [[PHONE_E164|98290 41763]]
[26/11/2026, 18:26] [[PERSON|Rohan Mehta]]: thik hai. aur [[PERSON|ishita]] ko bolo invoice [[EMAIL|accounts@mehta-handicrafts.in]] pe bhej de
[26/11/2026, 18:27] [[PERSON|प्रिया मेहता]]: ok 👍 OTP 442817 aaya tha bank se, maine kisi ko nahi bataya`,
  // 42 chat log (support chat), Korean
  `[상담 채팅] 2026.11.25
고객 [[PERSON|하은]]: 안녕하세요 배송 조회가 안 돼요
상담원 [[PERSON|박지호]]: 안녕하세요 [[PERSON|하은]] 고객님, 주문번호 알려주시겠어요?
고객 [[PERSON|하은]]: 20261124-55810 이에요. 받는 사람은 엄마 [[PERSON|윤미경]]이고 번호는 [[PHONE_E164|010-7283-1946]]이에요
상담원 [[PERSON|박지호]]: 확인했습니다. [[ORG|CJ대한통운]]에서 내일 배송 예정입니다.
고객 [[PERSON|하은]]: 감사합니다!`,
  // 43 chat log (Slack), lower-case names, incident
  `#incident-2291
[22:41] [[PERSON|amara n.]]: pager went off, api p99 is 4s. who's on call?
[22:42] [[PERSON|sven lindqvist]]: me. looks like [[IPV4|10.8.2.144]] is saturated
[22:43] [[PERSON|amara n.]]: [[PERSON|drew]] drew a diagram of this exact failure last month lol
[22:44] [[PERSON|drew kessler]]: 😅 yes. it's the cache node. failing over to [[IPV4|10.8.2.145]]
[22:47] [[PERSON|sven lindqvist]]: recovering. i'll write it up; [[PERSON|faith]], can you tell [[ORG|Larkspur Health]] their batch will be late?
[22:48] [[PERSON|faith moreau]]: have faith, emailing their ops lead [[PERSON|Cormac Nevin]] now
[22:55] statusbot: incident 2291 resolved`,
  // 44 chat log (Telegram), Ukrainian/Russian
  `[Telegram] Група "Склад Київ"
[[PERSON|Оксана Гнатюк]], [10:12]: Доброго ранку! Машина від [[ORG|ТОВ «Дніпро-Логістик»]] вже на рампі
[[PERSON|Богдан]], [10:13]: водій [[PERSON|Сергій Мельничук]], телефон [[PHONE_E164|067 418 2639]]
[[PERSON|Оксана Гнатюк]], [10:15]: дякую. накладна № 7712, номер замовлення 44019
[[PERSON|Дмитрий Орлов]], [10:20]: я с бухгалтерии, счёт от [[ORG|ООО «Волга Пак»]] оплачен, звоните если что [[PHONE_E164|+380 44 235 1847]]`,
  // 45 chat log (live chat), French (Canada)
  `Clavardage — [[ORG|Caisse Desjardins de Lévis]]
[14:02] Client ([[PERSON|Maxime Bouchard-Tremblay]]) : Allô, ma carte a été refusée chez [[ORG|IGA]] ce matin
[14:03] Conseillère [[PERSON|Émilie]] : Bonjour M. [[PERSON|Bouchard-Tremblay]]! Pouvez-vous confirmer votre date de naissance?
[14:03] Client : [[DATE_OF_BIRTH|1992-06-17]]
[14:04] Conseillère [[PERSON|Émilie]] : Merci. Je vois un blocage préventif. Je vous envoie un code de vérification : 290561.
[14:06] Client : Ok c'est fait. Vous pouvez me rappeler au [[PHONE_E164|(418) 837-2291]] si besoin.`,
  // 46 chat log (team chat), English, Arabic and Hebrew names, word-names
  `[team-chat] #design-review
[[PERSON|yousef haddad]]: [[PERSON|iris]], can you share the figma?
[[PERSON|iris]]: sure, it's on [[URL|figma.com/file/Xq81kLm/checkout-v3]]
[[PERSON|yousef haddad]]: thanks. the iris animation on the logo is a bit much imo
[[PERSON|tal ben-ami]]: agree. also [[PERSON|Iris Feldman]] from [[ORG|Meridian Payments Ltd]] wants to review the card form before friday
[[PERSON|iris]]: lol two irises. ok, i'll invite her ([[EMAIL|iris.feldman@meridianpay.co.uk]])
[[PERSON|tal ben-ami]]: 👍 please don't put real test cards in the mock, use 4040 4098 6708 0244 style fakes`,
  // 47 chat log (WhatsApp), Portuguese (Portugal)
  `[25/11/26, 09:14] [[PERSON|Inês Calado]]: Bom dia! Já pagaste à [[ORG|Tipografia Almeida & Filhos, Lda.]]?
[25/11/26, 09:20] [[PERSON|Rui Sequeira]]: ainda não, manda-me o IBAN outra vez
[25/11/26, 09:21] [[PERSON|Inês Calado]]: [[IBAN|PT28 6469 7029 6510 2137 1127 6]]
[25/11/26, 09:22] [[PERSON|Rui Sequeira]]: obrigado. o telefone do sr. [[PERSON|Almeida]] é [[PHONE_E164|213 840 276]]?
[25/11/26, 09:23] [[PERSON|Inês Calado]]: esse é o fixo, o telemóvel é [[PHONE_E164|912 475 803]]. Paga por MB WAY se der`,
  // 48 clinical note, discharge letter, English (UK)
  `DISCHARGE SUMMARY — [[ORG|St Aldhelm's Hospital NHS Foundation Trust]]
Patient: [[PERSON|Mrs. Winifred Ashcombe]]   NHS No: [[MRN|485 271 9036]]   DOB: [[DATE_OF_BIRTH|22/03/1941]]
Admitted: 18/11/2026   Discharged: 26/11/2026   Consultant: [[PERSON|Dr. Oyelowo Adeyinka-Cole]]

Diagnosis: community-acquired pneumonia, resolved. Background AF on apixaban.
Follow-up: GP review in 2 weeks at [[ORG|Millbrook Surgery]] ([[PHONE_E164|01722 334 918]]). Daughter and next of kin, [[PERSON|Harriet Ashcombe]], mobile [[PHONE_E164|07911 263 548]], was informed.
Community nurse referral sent to [[EMAIL|wilts.communitynursing@nhs.net]].

Signed: [[PERSON|Dr. Priyanka Sethuraman]], FY2, on behalf of [[PERSON|Dr. Adeyinka-Cole]]`,
  // 49 clinical note, progress note, English (US), SSN on a form
  `PROGRESS NOTE — [[ORG|Cedar Valley Medical Center]], Internal Medicine
Pt: [[PERSON|Jerome Whitaker]]  MRN: [[MRN|00738214]]  DOB: [[DATE_OF_BIRTH|07/19/1958]]
Encounter: ENC-55201944 (not MRN)

S: 68M f/u T2DM, HTN. Reports better adherence since his daughter [[PERSON|Crystal]] started managing meds. Denies chest pain.
O: BP 138/82, A1c 7.4 (down from 8.1).
A/P: Continue metformin 1000 mg BID. Social work ([[PERSON|Shonda Reyes]], LICSW) to help with insurance paperwork; pt's SSN [[SSN|135-63-5203]] confirmed for the application. Crystal clear instructions given.
Next visit 3 months. Contact: [[PHONE_E164|(319) 284-6617]].
— [[PERSON|Amber Lindgren]], NP`,
  // 50 clinical note, German (Austria), Pat.-Nr.
  `ENTLASSUNGSBRIEF — [[ORG|Landesklinikum Wiener Neustadt]], Abteilung für Orthopädie
Patient: Herr [[PERSON|Ferdinand Pichlmayr]], geb. [[DATE_OF_BIRTH|04.09.1962]], Pat.-Nr. [[MRN|7718 2046]]
Aufnahme: 19.11.2026, Entlassung: 25.11.2026

Diagnose: Hüft-TEP rechts (Z.n. Coxarthrose).
Verlauf komplikationslos. Mobilisation mit Physiotherapeutin [[PERSON|Magdalena Hofbauer]].
Weiterbehandlung durch Hausärztin Dr. [[PERSON|Theresia Wimmer]], [[PHONE_E164|02622 87 341]].
Rückfragen: Sekretariat [[PHONE_E164|+43 2622 9004 21550]].

Mit kollegialen Grüßen
OA Dr. [[PERSON|Clemens Aigner]]`,
  // 51 lab report, English (India), UHID and Aadhaar
  `[[ORG|Aravalli Diagnostics Pvt Ltd]] — LABORATORY REPORT
Patient: [[PERSON|Mrs. Kusum Lata Rathore]]   Age/Sex: 54/F   UHID: [[MRN|ARV-2026-118407]]
Referred by: [[PERSON|Dr. Harshvardhan Solanki]]   Sample ID: S-774102 (not a patient id)
Aadhaar (for ABHA linking): [[NATIONAL_ID|2525 3774 1433]]

HbA1c 6.9 %   Fasting glucose 131 mg/dL   TSH 2.8 mIU/L
Comments: repeat HbA1c after 3 months.
Report released by [[PERSON|Dr. Neha Bhandari]], MD (Path). Queries: [[PHONE_E164|0141 271 8830]] | [[EMAIL|reports@aravallidiagnostics.in]]`,
  // 52 clinical note, French (France), IPP
  `COMPTE RENDU DE CONSULTATION — [[ORG|Centre Hospitalier de Valence]], Cardiologie
Patiente : Mme [[PERSON|Géraldine Fauconnet]], née le [[DATE_OF_BIRTH|12/01/1967]], IPP [[MRN|800417263]]
Médecin traitant : Dr [[PERSON|Benoît Lacaze]], [[PHONE_E164|04 75 43 18 62]]

Motif : palpitations. ECG : fibrillation atriale paroxystique. Holter de 24 h programmé.
Traitement : bisoprolol 2,5 mg. Anticoagulation discutée (CHA2DS2-VASc 2).
Revoir dans 6 semaines. La patiente peut joindre le secrétariat au [[PHONE_E164|04 75 75 71 12]].

Pr [[PERSON|Hélène Azoulay-Marchand]]`,
  // 53 clinical note, H&P, English, word-names
  `HISTORY & PHYSICAL — [[ORG|Mercy Ridge Hospital]]
Patient: [[PERSON|Sandy Brook]]  MRN: [[MRN|MR-4418207]]  DOB: [[DATE_OF_BIRTH|1990-05-28]]
CC: fall from ladder at the Sandy Hook marina; no LOC.
HPI: 36F fell ~2 m onto her left side while hanging holly. Husband [[PERSON|Rich Brook]] witnessed.
PMH: asthma. Meds: salbutamol PRN. Allergies: penicillin (rash).
Exam: tenderness L wrist, no deformity. X-ray: non-displaced distal radius fracture.
Plan: splint, ortho f/u with [[PERSON|Dr. Holly Tran]] ([[ORG|Bayside Orthopaedic Associates]]), [[PHONE_E164|(757) 482-1193]].
Attending: [[PERSON|Dr. Norman Sterling]]`,
  // 54 clinical note, Spanish (Chile), NHC
  `EPICRISIS — [[ORG|Clínica Alemana de Temuco]]
Paciente: Sra. [[PERSON|Rayén Huenchullán Catrileo]]   NHC: [[MRN|1093384]]   F. nac.: [[DATE_OF_BIRTH|30-10-1979]]
Ingreso: 20-11-2026   Alta: 24-11-2026

Diagnóstico: colecistitis aguda, colecistectomía laparoscópica sin complicaciones.
Control con el Dr. [[PERSON|Ignacio Bustamante]] en 10 días. Teléfono de contacto de la paciente: [[PHONE_E164|+56 9 8427 3615]].
Hija (contacto de emergencia): [[PERSON|Antü Huenchullán]].

Dra. [[PERSON|Javiera Sotomayor]], cirujana`,
  // 55 clinical note, Thai, HN
  `บันทึกการรักษา — [[ORG|โรงพยาบาลเชียงใหม่ราม]]
ผู้ป่วย: คุณ[[PERSON|สมหญิง แก้วมณี]]  HN: [[MRN|64-018273]]  วันเกิด: [[DATE_OF_BIRTH|2 ก.พ. 2518]]
อาการสำคัญ: ไข้สูง 3 วัน ปวดเมื่อยตามตัว
การวินิจฉัย: ไข้เลือดออก (Dengue fever)
แผนการรักษา: ให้สารน้ำทางหลอดเลือด ติดตามเกล็ดเลือดทุกวัน
ญาติ: [[PERSON|ธนพล แก้วมณี]] (บุตรชาย) โทร [[PHONE_E164|089 512 4736]]
แพทย์ผู้รักษา: นพ.[[PERSON|วีรยุทธ ชัยมงคล]]`,
  // 56 clinical note, GP review, English (Scotland), CHI number
  `GP REVIEW — [[ORG|Leith Walk Medical Practice]]
Patient: [[PERSON|Ms. Morag Dalgleish]]  CHI: [[MRN|1708734417]]  DOB: [[DATE_OF_BIRTH|17/08/1973]]
Seen by: [[PERSON|Dr. Euan Lockhart]]

Reviewed for low mood after bereavement. PHQ-9 = 14. Declines medication for now; referred to [[ORG|Lothian Psychological Therapies]] (self-referral line [[PHONE_E164|0131 537 6720]]).
Works at [[ORG|Caledonian Maltings plc]], currently signed off 2 weeks. Sister [[PERSON|Eilidh]] supportive.
Safety-netting advice given. Review in 2 weeks or sooner.`,
  // 57 clinical note, Korean
  `[외래 진료기록] [[ORG|서울한강병원]] 내분비내과
환자명: [[PERSON|장민서]]  등록번호: [[MRN|20418836]]  생년월일: [[DATE_OF_BIRTH|1984년 9월 3일]]
진료의: [[PERSON|배성훈]] 교수

주호소: 피로감, 체중 증가
검사: TSH 9.8 mIU/L, free T4 0.7 ng/dL → 갑상선기능저하증
처방: 레보티록신 50 mcg 1일 1회
보호자: 남편 [[PERSON|권도윤]] ([[PHONE_E164|010-2914-6638]])
다음 방문: 6주 후`,
  // 58 clinical note, Italian
  `LETTERA DI DIMISSIONE — [[ORG|Azienda Ospedaliera Universitaria Careggi]]
Paziente: sig.ra [[PERSON|Ornella Castaldi]], nata il [[DATE_OF_BIRTH|05/06/1949]], n. nosologico 2026004471, cartella [[MRN|CRG-0831774]]
Diagnosi: scompenso cardiaco acuto su cronico.
Terapia alla dimissione: furosemide 25 mg, ramipril 2,5 mg.
Controllo ambulatoriale con il dott. [[PERSON|Leonardo Baldini]] tra 15 giorni. Per informazioni: [[PHONE_E164|055 794 7731]].
Il figlio, [[PERSON|Stefano Castaldi]], è stato informato ([[PHONE_E164|+39 335 681 4492]]).
Dott.ssa [[PERSON|Chiara Nardini]]`,
  // 59 clinical note, Arabic (Saudi Arabia)
  `تقرير خروج — [[ORG|مستشفى الملك فهد التخصصي]]
المريض: [[PERSON|عبدالعزيز القحطاني]]   رقم الملف الطبي: [[MRN|5520874]]   تاريخ الميلاد: [[DATE_OF_BIRTH|1971/04/12]]
التشخيص: التهاب رئوي، تحسن بعد المضادات الحيوية.
الطبيب المعالج: د. [[PERSON|فيصل العتيبي]]
المتابعة في العيادة بعد أسبوعين. للتواصل: [[PHONE_E164|+966 11 482 6173]]، جوال المريض [[PHONE_E164|055 128 4736]].
ابن المريض: [[PERSON|سلطان]]`,
  // 60 clinical note, psychotherapy intake, English (Canada), word-names
  `INTAKE NOTE — [[ORG|Harbourview Counselling Collective]]
Client: [[PERSON|Autumn Fairbairn]]   DOB: [[DATE_OF_BIRTH|09/14/2001]]   File: [[MRN|HCC-20418]]
Referred by [[PERSON|Dr. Willow Chen]] ([[ORG|Kitsilano Family Practice]], [[PHONE_E164|(604) 718-2495]]).
Presenting concern: anxiety worse every autumn since moving for university; sleep 4-5 h.
Supports: partner [[PERSON|River Okeke]], roommate [[PERSON|sage]]; both attend some sessions.
Plan: weekly CBT with [[PERSON|Dawson Leclair]], RCC. Safety plan completed; crisis line given.`,
  // 61 bank statement, German
  `[[ORG|Volksbank Mittelhessen eG]] — Kontoauszug Nr. 11/2026
Kontoinhaber: [[PERSON|Sabine Wetzlarer-Klotz]]
IBAN: [[IBAN|DE18 9927 7932 2941 4351 22]]   BIC: VBMHDE5FXXX
Zeitraum: 01.11.2026 – 30.11.2026

03.11. Gutschrift Gehalt [[ORG|Schunk Präzisionstechnik AG]]            + 3.412,80
05.11. Lastschrift [[ORG|Stadtwerke Gießen]] Strom 11/26               -   94,00
09.11. Überweisung an [[PERSON|Jonas Klotz]] Taschengeld                -   50,00
14.11. Kartenzahlung [[ORG|REWE]] Gießen                                -   67,35
21.11. Dauerauftrag Miete an [[ORG|Wohnbau Gießen GmbH]]               - 860,00
Alter Saldo 2.118,45 EUR   Neuer Saldo 4.459,90 EUR`,
  // 62 card statement, English (US)
  `[[ORG|Harborline Bank, N.A.]] — Platinum Mastercard Statement
Cardholder: [[PERSON|Marisol Quintanilla]]   Account ending 1761
Card number: [[CREDIT_CARD|5130 9673 9411 1761]]
Statement period: 10/28/2026 - 11/27/2026   Payment due: 12/22/2026

10/30  [[ORG|Whole Foods Market]] #10423 AUSTIN TX        $   82.14
11/02  [[ORG|Southwest Airlines]]                          $  412.60
11/09  SUMMER SALE - [[ORG|Cotopaxi]] outlet               $  129.00
11/15  [[ORG|H-E-B]] #558                                   $   46.77
11/21  PAYMENT - THANK YOU                                  -$ 600.00
Questions? Call [[PHONE_E164|1-800-274-3319]] or visit [[URL|harborlinebank.com/help]]`,
  // 63 bank statement, French (Switzerland/France)
  `[[ORG|Banque Cantonale de Fribourg]] — Relevé de compte privé
Titulaire : M. [[PERSON|Adrien Mottier]], Chemin des Vignes 4, 1110 Morges
IBAN : [[IBAN|FR38 7420 7481 0969 3154 1557 912]] (compte frontalier)  Période : novembre 2026

02.11  Salaire [[ORG|Bobst Group SA]]                         + 7 215.40
06.11  Prélèvement [[ORG|EDF]]                              -   118.20
12.11  Virement à Mme [[PERSON|Capucine Mottier]]           -   400.00
18.11  Carte [[ORG|Migros]] Morges                          -   143.65
25.11  Virement reçu de [[ORG|Assura SA]] (remboursement)    +   212.00
Solde au 30.11 : 11 482.09 CHF`,
  // 64 bank statement, English (UK)
  `[[ORG|Calder Building Society]] — Current Account Statement
Account holder: [[PERSON|Mr. Dominic Featherstonehaugh]]
IBAN: [[IBAN|GB47 YLBE 8673 4811 0202 47]]   Sort code 30-91-44  Account 81120473
Period: 01 Nov 2026 to 30 Nov 2026

01 Nov  Salary [[ORG|Pennine Rail Engineering Ltd]]              2,846.12
04 Nov  DD [[ORG|Yorkshire Water]]                                  -38.50
08 Nov  FPO to [[PERSON|Bill Featherstonehaugh]] "your bill, dad"  -120.00
15 Nov  Card [[ORG|Greggs]] Halifax                                  -6.40
22 Nov  DD [[ORG|Halifax Town Council]] council tax                 -142.00
Closing balance 3,102.77. Overdraft limit 500.00.`,
  // 65 bank statement, Spanish (Peru)
  `[[ORG|Banco de Crédito del Perú]] — Estado de cuenta de ahorros
Titular: [[PERSON|Yesenia Quispe Mamani]]   Cuenta: 191-44207718-0-53 (CCI 002-191-144207718053-58)
Periodo: 01/11/2026 al 30/11/2026

04/11  Abono de haberes [[ORG|Minera Cordillera Blanca S.A.A.]]   S/ 3,840.00
07/11  Pago de servicio [[ORG|Sedapal]]                            S/ -62.30
11/11  Transferencia a [[PERSON|Wilber Condori]]                  S/ -250.00
19/11  Compra [[ORG|Supermercados Peruanos S.A.]] Surco         S/ -188.45
26/11  Yape recibido de [[PERSON|flor quispe]]                     S/ 45.00
Consultas: [[PHONE_E164|(01) 311 9898]] | [[PHONE_E164|+51 987 264 183]] (ejecutivo)`,
  // 66 card statement, English (Australia)
  `[[ORG|Southern Cross Credit Union Limited]] — Credit Card Statement
Cardholder: [[PERSON|Tamsin Oyelaran-Hughes]]
Card: [[CREDIT_CARD|4397 0886 4278 9190]]  Statement date: 27/11/2026

29/10  [[ORG|Woolworths]] Newtown                 $84.20
01/11  [[ORG|Qantas Airways Limited]]             $612.00
07/11  [[ORG|Bunnings Warehouse]] Alexandria      $46.95
13/11  [[ORG|JB HI-FI]] "Black Friday" preorder    $299.00
20/11  PAYMENT RECEIVED                           -$800.00
Closing balance $1,904.11. Minimum due $57.00 by 22/12/2026.
Lost card: [[PHONE_E164|+61 3 9628 4417]]`,
  // 67 bank statement, Norwegian/Danish
  `[[ORG|Sparebanken Vest]] — Kontoutskrift november 2026
Kontoeier: [[PERSON|Solveig Haugland Bø]]
IBAN: [[IBAN|NO97 4276 1295 061]]

03.11  Lønn [[ORG|Kongsberg Maritime AS]]                            + 48 220,00
05.11  Vipps til [[PERSON|Eirik Bø]]                        -    350,00
10.11  Kortkjøp [[ORG|Rema 1000]] Bergen                   -    412,80
17.11  Overføring til DK-konto [[IBAN|DK11 3323 1304 2521 71]] ([[ORG|Danske Bank A/S]])  - 5 000,00
24.11  Husleie [[ORG|Bergen Bolig AS]]                      - 14 500,00
Spørsmål: [[PHONE_E164|915 27 483]] (rådgiver [[PERSON|Håkon Rasmussen]])`,
  // 68 card statement, Japanese
  `[[ORG|三井住友カード株式会社]] ご利用明細書（2026年11月分）
会員名: [[PERSON|藤原 千尋]] 様
カード番号: [[CREDIT_CARD|3583 7777 6978 0133]]
お支払日: 2026年12月10日

10/29  [[ORG|セブン-イレブン]] 渋谷店        ¥1,284
11/03  [[ORG|JR東日本]] モバイルSuica         ¥5,000
11/12  [[ORG|ユニクロ]] 銀座店               ¥12,980
11/20  [[ORG|Amazon.co.jp]]                   ¥4,310
ご請求額合計 ¥23,574
お問い合わせ: [[PHONE_E164|0570-004-980]]`,
  // 69 bank statement, Romanian
  `[[ORG|Banca Transilvania S.A.]] — Extras de cont
Titular: [[PERSON|Ioana-Cristina Mărgineanu]]
IBAN: [[IBAN|RO21 5190 7958 1922 0294 1863]]   Perioada: 01.11.2026 – 30.11.2026

03.11  Salariu [[ORG|Carpatica Soft SRL]]                     + 7.840,00 RON
06.11  Plată factură [[ORG|Enel Energie Muntenia]]               - 212,40
12.11  Transfer către [[PERSON|Mihai Mărgineanu]]                 - 500,00
20.11  Card [[ORG|Kaufland]] Cluj                                 - 318,75
Sold final: 9.113,62 RON
Contact: [[PHONE_E164|0721 384 619]]`,
  // 70 bank statement, Croatian/Slovenian
  `[[ORG|Zagrebačka banka d.d.]] — Izvod po računu br. 11
Vlasnik računa: [[PERSON|Nikolina Horvatinčić]]
IBAN: [[IBAN|HR59 7790 7570 9452 9718 2]]

02.11.  Plaća – [[ORG|Podravka d.d.]]                          + 1.420,00 EUR
05.11.  Uplata na [[IBAN|SI96 9569 4597 9840 899]] ([[ORG|Krka d.o.o.]] – vraćanje predujma) - 300,00
11.11.  Kartično plaćanje [[ORG|Konzum]] Zagreb                  - 56,20
19.11.  Prijenos – [[PERSON|Luka Horvatinčić]]                    - 100,00
Stanje: 2.314,88 EUR
Kontakt: [[PHONE_E164|+385 1 6305 250]]`,
  // 71 card statement, English (India)
  `[[ORG|Kaveri Bank Ltd]] — Credit Card Statement
Card Member: [[PERSON|Mr. Shreyas Nadkarni]]   Card No: [[CREDIT_CARD|5567 0237 4928 8912]]
PAN on file: [[NATIONAL_ID|BZLPN4417K]]   Statement Date: 27/11/2026

28/10  [[ORG|Swiggy]] Bengaluru                     ₹ 684.00
02/11  [[ORG|IndiGo]] 6E-5521                         ₹ 8,412.00
09/11  [[ORG|Reliance Digital]] Koramangala           ₹ 24,990.00
16/11  UPI refund from [[PERSON|karthik s]]            ₹ -1,200.00
Total due ₹ 32,886.00 by 17/12/2026
Customer care: [[PHONE_E164|080 4127 3859]]`,
  // 72 bank statement, Finnish/Icelandic
  `[[ORG|Osuuspankki]] — Tiliote 11/2026
Tilinomistaja: [[PERSON|Aino Väisänen-Korhonen]]
IBAN: [[IBAN|FI93 4922 7227 3841 05]]

02.11.  Palkka [[ORG|Wärtsilä Oyj Abp]]                 + 3 912,55
06.11.  [[ORG|Helen Oy]] sähkö                          -   71,20
14.11.  Tilisiirto: [[PERSON|Eero Korhonen]]            -  200,00
21.11.  Siirto Islantiin [[IBAN|IS18 1638 1501 3235 8297 2839 68]] ([[PERSON|Ragnheiður Þórhallsdóttir]]) - 450,00
Saldo: 5 640,12
Asiakaspalvelu: [[PHONE_E164|040 728 1946]]`,
  // 73 bank statement, Arabic/English (Qatar, Pakistan)
  `[[ORG|Doha Commercial Bank Q.P.S.C.]] — Account Statement / كشف حساب
Account holder: [[PERSON|Imran Siddiqui]] / [[PERSON|عمران صديقي]]
IBAN: [[IBAN|QA82 QNBA 6865 5083 6907 1901 7820 2]]

03/11  Salary [[ORG|Qatar Airways Group Q.C.S.C.]]        + 14,200.00 QAR
08/11  Remittance to [[IBAN|PK22 ALFH 5813 1623 6477 7330]] ([[PERSON|Nasreen Siddiqui]], [[ORG|Bank Alfalah]])  - 3,500.00
15/11  POS [[ORG|Lulu Hypermarket]]                         -   611.25
Call centre: [[PHONE_E164|+974 4440 0444]]`,
  // 74 CV, English (US/India)
  `[[PERSON|ANANYA VENKATARAMAN]]
Seattle, WA · [[PHONE_E164|(206) 593-4418]] · [[EMAIL|ananya.venkat@fastmail.com]] · [[URL|linkedin.com/in/ananya-venkataraman]] · [[URL|github.com/avenkat-ml]]

EXPERIENCE
Senior Data Scientist, [[ORG|Cascade Freight Analytics Inc.]] (2022–present)
- Built demand forecasting models; cut empty miles 11 %.
Data Scientist, [[ORG|Mphasis Limited]], Bengaluru (2018–2022)
- Churn models for a telecom client.

EDUCATION
M.S. Statistics, [[ORG|Washington State University]] (2018)
B.Tech, [[ORG|National Institute of Technology Karnataka]] (2016)

REFERENCES
[[PERSON|Dr. Mark Ellingsworth]], VP Data, [[ORG|Cascade Freight Analytics]] — [[EMAIL|m.ellingsworth@cascadefreight.com]]`,
  // 75 CV, German
  `LEBENSLAUF
[[PERSON|Konstantin Weißgerber]]
geboren am [[DATE_OF_BIRTH|11. März 1988]] in Chemnitz
Tel. [[PHONE_E164|+49 30 4502 1178]] · [[EMAIL|k.weissgerber@posteo.de]]

BERUFSERFAHRUNG
seit 2021  Teamleiter Instandhaltung, [[ORG|Erzgebirgische Kunststofftechnik GmbH]], Annaberg-Buchholz
2014–2021  Mechatroniker, [[ORG|Siemens Mobility GmbH]], Berlin
2011–2014  Ausbildung, [[ORG|Deutsche Bahn AG]]

AUSBILDUNG
2019  Meisterbrief, [[ORG|Handwerkskammer Chemnitz]]

REFERENZEN auf Anfrage; u. a. Herr [[PERSON|Uwe Tischendorf]] ([[ORG|Erzgebirgische Kunststofftechnik]])`,
  // 76 CV, French
  `CURRICULUM VITAE
[[PERSON|Salomé Ndiaye-Pelletier]]
Née le [[DATE_OF_BIRTH|23/07/1994]] · [[PHONE_E164|06 74 18 29 53]] · [[EMAIL|salome.ndiaye@laposte.net]]
Portfolio : [[URL|salomendiaye.design]]

EXPÉRIENCE
2022 – auj.  Designer UX senior, [[ORG|Decathlon SE]], Lille
2019 – 2022  Designer UI, [[ORG|Agence Bleu Citron SARL]], Nantes
2017 – 2019  Stagiaire puis junior, [[ORG|Ubisoft Entertainment SA]]

FORMATION
Master Design d'interaction, [[ORG|Université de Nantes]]

LANGUES : français, wolof, anglais (C1)
Référence : M. [[PERSON|Thibault Kergoat]], directeur de création`,
  // 77 CV, Spanish (Spain)
  `CURRÍCULUM
[[PERSON|Macarena Ortiz de Zárate]]
Sevilla · [[PHONE_E164|+34 654 287 391]] · [[EMAIL|macarena.odz@gmail.com]]
Fecha de nacimiento: [[DATE_OF_BIRTH|08/02/1990]]

EXPERIENCIA
2020 – actualidad  Responsable de compras, [[ORG|Aceites del Guadalquivir S.L.]]
2015 – 2020  Analista de compras, [[ORG|Abengoa S.A.]]
2013 – 2015  Becaria, [[ORG|Bankinter]]

FORMACIÓN
ADE, [[ORG|Universidad de Sevilla]] (2013)

REFERENCIAS: D. [[PERSON|Álvaro Saavedra Luque]], director general, [[PHONE_E164|955 41 27 60]]`,
  // 78 CV, Japanese (rirekisho style)
  `履歴書
氏名: [[PERSON|三浦 葵]]（みうら あおい）
生年月日: [[DATE_OF_BIRTH|1996年4月12日]]
電話: [[PHONE_E164|090-2217-4865]]  メール: [[EMAIL|aoi.miura96@gmail.com]]

学歴
2019年3月 [[ORG|早稲田大学]] 商学部 卒業

職歴
2019年4月 [[ORG|株式会社リクルート]] 入社 営業企画部
2023年10月 [[ORG|株式会社サイバーエージェント]] 入社 マーケティング部（現在に至る）

資格: TOEIC 905点、簿記2級
推薦者: [[PERSON|岡本 健一]] 部長（[[ORG|サイバーエージェント]]）`,
  // 79 CV, English (Nigeria/UK), word-names
  `[[PERSON|CHIDINMA OKORO]] ("[[PERSON|Grace-Anne]]") — Software Engineer
London · [[PHONE_E164|+44 7823 551 904]] · [[EMAIL|chidinma.okoro@hey.com]] · [[URL|https://chidinmaokoro.dev]]

EXPERIENCE
2021–now  Backend Engineer, [[ORG|Starling Bank Limited]]
2018–2021  Software Engineer, [[ORG|Interswitch Group]], Lagos
2017  Intern, [[ORG|Andela]]

EDUCATION
BSc Computer Science, [[ORG|Obafemi Awolowo University]] (2017)

AWARDS
Summer of Code mentor (2022); hackathon coach

REFERENCES
[[PERSON|Penny Ashworth]], Engineering Manager, [[ORG|Starling]] — a penny for your thoughts? ask her: [[EMAIL|penny.ashworth@starlingbank.com]]`,
  // 80 CV, Polish
  `CV — [[PERSON|Agnieszka Wróblewska-Nowicka]]
Kraków · tel. [[PHONE_E164|+48 22 628 41 90]] · [[EMAIL|a.wroblewska.nowicka@onet.pl]]
Data urodzenia: [[DATE_OF_BIRTH|19.05.1985]]

DOŚWIADCZENIE
2018 – obecnie  Kierownik projektów, [[ORG|Sygnity S.A.]]
2012 – 2018  Analityk biznesowy, [[ORG|Netguru S.A.]]
2009 – 2012  Konsultant, [[ORG|Deloitte Polska Sp. z o.o. sp.k.]]

WYKSZTAŁCENIE
Informatyka, [[ORG|AGH]] (2009)

Referencje: dr [[PERSON|Jacek Sobczyński]], [[ORG|Sygnity]]`,
  // 81 CV, Chinese
  `个人简历
姓名：[[PERSON|司马晓峰]]
出生日期：[[DATE_OF_BIRTH|1989年11月3日]]
电话：[[PHONE_E164|+86 139 1762 4408]]   邮箱：[[EMAIL|xiaofeng.sima@163.com]]

工作经历
2019.07 – 至今   [[ORG|深圳市腾讯计算机系统有限公司]] 高级后端工程师
2014.07 – 2019.06  [[ORG|华为技术有限公司]] 软件工程师

教育背景
2010 – 2014  [[ORG|浙江大学]] 计算机科学与技术 学士

证明人：[[PERSON|梁文博]]（[[ORG|华为]]，原部门经理）`,
  // 82 CV, Greek/English
  `CURRICULUM VITAE
[[PERSON|Αλέξανδρος Χατζηγεωργίου]] ([[PERSON|Alexandros Chatzigeorgiou]])
Θεσσαλονίκη · [[PHONE_E164|+30 694 218 7753]] · [[EMAIL|alex.chatzig@gmail.com]]

ΕΠΑΓΓΕΛΜΑΤΙΚΗ ΕΜΠΕΙΡΙΑ
2020 – σήμερα  Μηχανικός δεδομένων, [[ORG|Πλαίσιο Computers Α.Ε.]]
2016 – 2020  Αναλυτής, [[ORG|Εθνική Τράπεζα της Ελλάδος]]

ΣΠΟΥΔΕΣ
Πολυτεχνική Σχολή, [[ORG|Αριστοτέλειο Πανεπιστήμιο Θεσσαλονίκης]]

Συστάσεις: κ. [[PERSON|Νικόλαος Ζαφειρίου]] ([[EMAIL|n.zafeiriou@plaisio.gr]])`,
  // 83 CV, Brazilian Portuguese
  `CURRÍCULO
[[PERSON|Giovanna Albuquerque Sato]]
São Paulo – SP · [[PHONE_E164|(11) 97318-4426]] · [[EMAIL|giovanna.sato@uol.com.br]] · [[URL|linkedin.com/in/giovannasato]]
Data de nascimento: [[DATE_OF_BIRTH|02/12/1993]]

EXPERIÊNCIA
2021 – atual  Analista de Produto Sênior, [[ORG|PicPay]] ([[ORG|PicPay Instituição de Pagamento S.A.]])
2017 – 2021  Analista de Produto, [[ORG|Banco Inter S.A.]]

FORMAÇÃO
Administração, [[ORG|Fundação Getulio Vargas]] (2016)

Referência: [[PERSON|Caio Fonseca]], Head de Produto, [[PHONE_E164|+55 21 2548-1739]]`,
  // 84 CV, Turkish/English, Indonesian and Vietnamese references
  `CV — [[PERSON|Burak Demirtaş]]
İstanbul · [[PHONE_E164|+90 533 714 28 60]] · [[EMAIL|burak.demirtas@yandex.com.tr]]

EXPERIENCE
2022–present  Regional Sales Lead APAC, [[ORG|Arçelik A.Ş.]] (Jakarta office)
2018–2022  Key Account Manager, [[ORG|Ford Otomotiv Sanayi A.Ş.]]

REFERENCES
Ibu [[PERSON|Ratna Kusumawardani]], Director, [[ORG|PT Sinar Nusantara Elektrindo Tbk]] — [[PHONE_E164|+62 21 2958 4417]]
Ông [[PERSON|Nguyễn Thành Trung]], CEO, [[ORG|Công ty TNHH Điện máy Sài Gòn]] — [[PHONE_E164|+84 28 3829 4471]]`,
  // 85 CV, Russian/Kazakh
  `РЕЗЮМЕ
[[PERSON|Айгерим Нурланқызы Сейткали]]
Дата рождения: [[DATE_OF_BIRTH|14.09.1995]]
Алматы · [[PHONE_E164|+7 701 428 3316]] · [[EMAIL|aigerim.seitkali@mail.kz]]

ОПЫТ РАБОТЫ
2021 – н.в.  Финансовый аналитик, [[ORG|АО «Казахтелеком»]]
2018 – 2021  Младший аудитор, [[ORG|ТОО «Эрнст энд Янг Казахстан»]]

ОБРАЗОВАНИЕ
[[ORG|Казахский национальный университет им. аль-Фараби]], 2018

Рекомендации: [[PERSON|Ермек Абдуллаев]], [[PHONE_E164|+7 727 258 4410]]`,
  // 86 negative: account notification e-mail with look-alikes only
  negative(`From: Customer Service (do not reply)
Subject: Your statement is ready

Hello,

your November statement for account ending 0418 is ready. Statement number ST-2026-11-558102, invoice 2026/11/0092, amount due EUR 1.204,50, due on 15.12.2026.
Your one-time code is 830174. It expires in 5 minutes.
For your security we never show full numbers: card **** **** **** 5521, IBAN ES59 9545 8921 5057 8381 1998 (shown as entered; the check digits do not match, please re-enter it).
SSN fields in the form such as 666-40-1182 or 123-45-678 are rejected automatically.
App version 12.4.0.7 · server build 2026.11.3.19 · NINO sample TN 31 27 44 A is a placeholder.`),
  // 87 support ticket, English (US), card dispute, long, three messages
  `Ticket #FR-990412 | Queue: Card disputes | Priority: urgent
Customer: [[PERSON|Lance Whitmore-Oduya]] | DOB [[DATE_OF_BIRTH|1983-12-02]] | [[PHONE_E164|(312) 786-5024]] | [[EMAIL|lance.wo@icloud.com]]

[Customer, 08:12]
Hi, three charges I don't recognise on my card [[CREDIT_CARD|4169 0466 4834 9878]]: two at "[[ORG|Gamestop]]" in Denver and one at [[URL|www.luxe-watches-outlet.shop]]. I haven't been to Colorado since spring. My wife [[PERSON|Norah]] has a second card on the account, [[CREDIT_CARD|4677 6397 3507 3032]], and she didn't make them either.

[Agent [[PERSON|Bethany Kowalski]], 08:20]
Thank you, Mr. [[PERSON|Whitmore-Oduya]]. I've blocked both cards. For the affidavit I need to confirm your identity: can you give me the last four of your SSN?

[Customer, 08:22]
The whole thing is [[SSN|699-34-1705]] if that's quicker. Please don't lance me with fees for the replacement cards.

[Agent [[PERSON|Bethany Kowalski]], 08:30]
No fees. New cards arrive in 5-7 business days. I've opened case DSP-55120 with the Visa network, and a provisional credit of $1,486.20 is posted. Your one-time code for the app is 604918.

--- internal ---
Logins from [[IPV4|98.142.77.201]] (Denver, an address of [[ORG|Lumen Technologies]]) the night before. Escalated to fraud analyst [[PERSON|Rasmus Thorvaldsen]].
[09:05] Customer called back: a fourth charge, $89.99 from [[ORG|Bellhaven Digital Media LLC]], appeared overnight. Added to the same case. He asked that letters go to his work address at [[ORG|Calloway & Finch Architects]] instead of home; updated by [[PERSON|B. Kowalski]].`,
  // 88 support ticket, English (UK/India), HR portal with NINO, PAN and Aadhaar
  `Case HRP-22018 | HR portal | Raised by: [[PERSON|Meghna Chaudhuri]] ([[ORG|Tollgate Outsourcing Services LLP]])

Two new joiners can't complete onboarding:
1) [[PERSON|Aled Prothero]], Cardiff office — NINO [[NATIONAL_ID|PW 71 38 26 A]] rejected as "invalid format". He typed it with spaces; the form only accepts it without them. Mobile [[PHONE_E164|07452 918 336]].
2) [[PERSON|Sanjana Pillai]], Kochi office — PAN [[NATIONAL_ID|DKEPP5823R]] accepted, Aadhaar [[NATIONAL_ID|4314 7615 7087]] rejected. She re-entered it as 4314 7615 7078 the second time, which is a typo.
Their manager [[PERSON|Hope Marlow]] says there is little hope of payroll running on time unless this is fixed by Friday.
Portal: [[URL|https://hr.tollgate-outsourcing.co.uk/onboarding]] · server [[IPV4|10.60.3.12]]`,
  // 89 support ticket, German/English, SaaS admin, IP allow-list
  `Ticket #DE-71102 | Produkt: Zeiterfassung | Kanal: Portal
Firma: [[ORG|Rheinfels Personaldienste UG (haftungsbeschränkt)]]
Ansprechpartner: Herr [[PERSON|Benedikt Oberhäuser]] · [[PHONE_E164|0261 914 537 20]] · [[EMAIL|b.oberhaeuser@rheinfels-personal.de]]

Hallo,
bitte fügen Sie unsere neue Büro-IP [[IPV4|91.214.66.130]] zur Allow-List hinzu und entfernen Sie [[IPV4|91.214.65.7]]. Die Version im Footer ist 8.2.14.3.
Unsere Geschäftsführerin Frau [[PERSON|Gesa Lammersdorf]] möchte außerdem, dass Rechnungen künftig per Lastschrift von [[IBAN|LU41 9930 9800 5571 3186]] ([[ORG|Banque Raiffeisen]]) eingezogen werden.
Danke!
[[PERSON|Benedikt Oberhäuser]]`,
  // 90 e-mail, English (Ireland), solicitor, long with quoted thread
  `From: [[PERSON|Fionnuala Ní Bhraonáin]] <[[EMAIL|fnibhraonain@mcgurkbrady.ie]]>
To: [[PERSON|Pádraig Heffernan]] <[[EMAIL|padraig.heffernan@eircom.net]]>
Subject: RE: Sale of 14 Glasthule Road – completion

Dear [[PERSON|Pádraig]],

Thank you for your email. The purchaser's solicitors, [[ORG|O'Rourke Tierney LLP]], have confirmed that the balance of the purchase price will be sent on Friday to our client account [[IBAN|IE35 BOFI 2701 2771 3945 36]]. Please do not send any money to a different account: if you receive an email with "new bank details", ring me first on [[PHONE_E164|+353 1 678 4213]].
Your co-owner, [[PERSON|Aoibheann Heffernan]], will need to sign the deed too; my assistant [[PERSON|Sorcha Geraghty]] will arrange a time ([[PHONE_E164|087 418 2936]]).

Kind regards,
[[PERSON|Fionnuala Ní Bhraonáin]]
Partner, [[ORG|McGurk Brady Solicitors]]
[[URL|www.mcgurkbrady.ie]]

-----Original Message-----
From: [[PERSON|Pádraig Heffernan]]
Sent: 25 November 2026 18:04
Hi [[PERSON|Fionnuala]], will the money come in before Christmas? The estate agent, [[PERSON|Eoghan]] from [[ORG|Sherry FitzGerald]], thinks there might be a delay. Also, do you need my PPS number? I can send it by post. Thanks, [[PERSON|Pádraig]]

> From: [[PERSON|Sorcha Geraghty]] on behalf of [[PERSON|Fionnuala Ní Bhraonáin]]
> Sent: 24 November 2026 11:30
> Dear Mr [[PERSON|Heffernan]], the contracts are signed by the purchaser. We expect to complete within ten working days. Kind regards, [[PERSON|Sorcha]]`,
  // 91 e-mail, Baltic, freight invoice
  `From: [[PERSON|Maarja-Liis Kask]] <[[EMAIL|maarja-liis.kask@baltfreight.ee]]>
To: [[PERSON|Mantas Žemaitis]] <[[EMAIL|m.zemaitis@amberline.lt]]>; [[PERSON|Līga Bērziņa]] <[[EMAIL|liga.berzina@rigaport-log.lv]]>
Subject: Invoices for November runs

Hi [[PERSON|Mantas]], hi [[PERSON|Līga]],

please find the three invoices for the Tallinn–Kaunas–Riga runs. Payment details:
- [[ORG|Baltfreight OÜ]]: [[IBAN|EE49 2152 4806 7130 2991]]
- [[ORG|Amberline UAB]] (your credit note): [[IBAN|LT91 1078 3086 5841 4219]]
- [[ORG|Rigaport Logistics SIA]]: [[IBAN|LV67 HABA 6296 7185 5708 8]]
Questions on the Riga leg go to our dispatcher [[PERSON|Artjom Ivanov]], [[PHONE_E164|+372 5819 4420]].

Best,
[[PERSON|Maarja-Liis]]`,
  // 92 e-mail, Slovak/Bulgarian, subsidiary payments
  `Od: [[PERSON|Zuzana Hrušovská]] <[[EMAIL|zuzana.hrusovska@tatrachem.sk]]>
Komu: [[EMAIL|finance@tatrachem-group.com]]
Predmet: Platby dcérskych spoločností – november

Dobrý deň,
posielam prehľad platieb:
• [[ORG|Tatrachem Slovakia a.s.]] → [[IBAN|SK95 6120 7856 5230 3496 9383]] (32 400 EUR)
• [[ORG|Tatrachem Bulgaria EOOD]] → [[IBAN|BG98 UNCR 5032 0253 9247 26]] (18 750 EUR), kontakt [[PERSON|Велислава Димитрова]] ([[PERSON|Velislava Dimitrova]]), [[PHONE_E164|+359 2 980 4471]]
• [[ORG|Tatrachem Cyprus Ltd]] → [[IBAN|CY28 0410 3393 5202 1551 4399 5042]] (4 200 EUR)
Schválil Ing. [[PERSON|Marián Kollár]].

S pozdravom
[[PERSON|Zuzana Hrušovská]], [[PHONE_E164|+421 905 318 447]]`,
  // 93 chat log (Slack), lower-case names, cards in a test environment
  `#qa-checkout
[11:02] [[PERSON|olu b.]]: staging checkout is rejecting every card 🙃
[11:03] [[PERSON|marta ferreira]]: which ones? the sandbox list or real ones?
[11:04] [[PERSON|olu b.]]: someone pasted a real amex into the test plan: [[CREDIT_CARD|3417 066176 07932]]. removing it now
[11:05] [[PERSON|kaito]]: 😬 and a real discover [[CREDIT_CARD|6011 9769 4233 9792]] in row 14. i'll tell [[PERSON|gwen]] from compliance
[11:06] [[PERSON|gwen llewellyn]]: thanks [[PERSON|kaito]]. please file it under INC-30917 and rotate the staging db at [[IPV4|10.31.0.54]]
[11:08] [[PERSON|marta ferreira]]: the fakes we should use look like 4045 1923 1747 9696, they fail luhn on purpose
[11:09] ci-bot: pipeline #88120 passed`,
  // 94 chat log (WhatsApp), English/Afrikaans (South Africa)
  `[26/11/2026, 17:02] [[PERSON|Marlize Botha]]: Hey! Did [[ORG|Karoo Solar (Pty) Ltd]] send the quote?
[26/11/2026, 17:05] [[PERSON|Sipho Ndlovu]]: ja, R 84 500 for the inverter + batteries. their guy [[PERSON|Wessel]] said we can call him on [[PHONE_E164|082 418 3392]]
[26/11/2026, 17:06] [[PERSON|Marlize Botha]]: lekker. my dad [[PERSON|Koos Botha]] wants to compare with [[ORG|Sunvolt Energy]] first
[26/11/2026, 17:09] [[PERSON|Sipho Ndlovu]]: fair. their office is [[PHONE_E164|+27 21 418 3367]], ask for [[PERSON|Precious]]
[26/11/2026, 17:10] [[PERSON|Marlize Botha]]: 👍 precious little time before load-shedding season though 😅`,
  // 95 clinical note, US, insurance form with SSN, long
  `PATIENT REGISTRATION & INSURANCE VERIFICATION — [[ORG|Lakeshore Pediatric Associates]]
Patient: [[PERSON|Elijah Moreno-Banks]]   DOB: [[DATE_OF_BIRTH|04/22/2019]]   MRN: [[MRN|LPA-0094417]]
Parent/guardian 1: [[PERSON|Destiny Moreno]]   SSN: [[SSN|809-37-5177]]   Cell: [[PHONE_E164|(773) 514-2086]]
Parent/guardian 2: [[PERSON|Marcus Banks]]   SSN: [[SSN|851-23-9645]]   Work: [[PHONE_E164|(312) 603-7718]] ext. 22
Email for portal: [[EMAIL|destiny.moreno.chi@gmail.com]]

Insurance: [[ORG|Blue Cross and Blue Shield of Illinois]], member ID XOB811204776, group 0044712 (not SSNs).
Secondary: state plan (pending).
Emergency contact: grandmother [[PERSON|Ruby Banks]], [[PHONE_E164|(708) 429-5513]].

Visit: 4-year well-child check. Vaccines per schedule (DTaP, IPV, MMR, varicella given); parent declined flu vaccine today. Growth 60th centile for height, 55th for weight. Vision and hearing screens passed. Development: speaks in full sentences, hops on one foot, draws a person with three parts. Anticipatory guidance: car seat, water safety, screen time under 1 h/day. Next visit at age 5.
Notes by [[PERSON|Jasmine Odukoya]], MA; reviewed by [[PERSON|Dr. Leonard Feinstein]].
Previous pediatrician: [[PERSON|Dr. Amal Haddad-Rivera]] at [[ORG|Northside Family Clinic]]; records requested on 11/20.`,
  // 96 clinical note, India, discharge with Aadhaar and UHID
  `DISCHARGE SUMMARY — [[ORG|Sri Venkateshwara Multispeciality Hospital]], Hyderabad
Name: [[PERSON|Mr. Venkata Subbarao Nallapati]]   UHID: [[MRN|SVMH/26/048812]]   Age: 67 M
Aadhaar: [[NATIONAL_ID|2405 5710 4639]]   ABHA linked.
Attendant: son [[PERSON|Nallapati Kiran Kumar]], [[PHONE_E164|+91 98491 36620]]
Diagnosis: acute inferior wall MI; PTCA to RCA done on 21/11/2026.
Advice: dual antiplatelets for 12 months, cardiac rehab, review with [[PERSON|Dr. Srinivas Reddy Gunda]] after 1 week.
In case of chest pain call the hospital helpline [[PHONE_E164|040 2354 8800]].
Billing (cashless via [[ORG|Star Health and Allied Insurance Co. Ltd]]), claim no. CLM26118840.`,
  // 97 bank statement, English, joint account, cards and SSN on a US tax notice
  `[[ORG|Greenpoint Savings Bank]] — Year-end tax summary 2026 (Form 1099-INT attached)
Account holders: [[PERSON|Gene Halvorsen]] and [[PERSON|June Halvorsen]]
Primary taxpayer SSN: [[SSN|056-53-6322]]   Account ending 4471

Interest paid in 2026: $418.22   Federal tax withheld: $0.00
Linked debit cards: [[CREDIT_CARD|5370 3760 3253 3189]] ([[PERSON|Gene]]), [[CREDIT_CARD|2221 9790 0489 1010]] ([[PERSON|June]])
Transfers in: from [[ORG|Fidelity Brokerage Services LLC]] $12,000.00 on 06/14; from [[PERSON|Eric Halvorsen]] $500.00 on 12/01.
Gene therapy reimbursement from [[ORG|Aetna Life Insurance Company]] $1,180.00 (HSA).
Questions: [[PHONE_E164|(718) 349-2270]] · [[URL|greenpointsavings.com/tax]]`,
  // 98 card statement, Italian/Maltese
  `[[ORG|Bank of Valletta p.l.c.]] — Estratto carta di credito / Credit card statement
Titolare: [[PERSON|Rosaria Camilleri-Vella]]
Carta: [[CREDIT_CARD|5422 7221 7107 7561]]   Conto di addebito: [[IBAN|MT18 MALT 1095 4466 3760 8989 7074 836]]

02/11  [[ORG|Air Malta]] KM 614                    € 214,00
08/11  [[ORG|Esselunga]] Milano                    €  76,30
15/11  [[ORG|Trenitalia]]                           €  49,90
21/11  Bonifico da [[PERSON|Saverio Vella]]          -€ 300,00
Saldo: € 1.082,44   Pagamento automatico il 10/12
Assistenza: [[PHONE_E164|+356 2131 2020]]`,
  // 99 bank statement, Saudi/Arabic, transfer to Austria
  `[[ORG|البنك الأهلي السعودي]] — كشف حساب / Account statement
صاحب الحساب: [[PERSON|نورة الدوسري]] ([[PERSON|Noura Al-Dosari]])
IBAN: [[IBAN|SA63 1153 5076 3784 2401 0979]]

05/11  راتب [[ORG|شركة أرامكو السعودية]]                 + 28,400.00
10/11  تحويل إلى [[PERSON|ريما الدوسري]]                   -  2,000.00
18/11  Transfer to [[IBAN|AT79 8255 1810 2181 5793]] ([[ORG|Universität Wien]], tuition)  - 6,140.00
24/11  POS [[ORG|بنده]] الرياض                             -    412.75
خدمة العملاء: [[PHONE_E164|+966 11 402 9000]]`,
  // 100 CV, English (India/UK), long
  `[[PERSON|RAGHAV MALHOTRA]]
Chartered Accountant · London / Gurugram
[[PHONE_E164|+44 20 3874 1296]] · [[PHONE_E164|+91 98110 42276]] · [[EMAIL|raghav.malhotra.ca@gmail.com]] · [[URL|linkedin.com/in/raghav-malhotra-ca]]

PROFILE
Audit and controls lead with 11 years across Big Four and fintech; IFRS 9, SOX, Ind AS.

EXPERIENCE
2022–present  Head of Financial Control, [[ORG|Paystride Technologies Ltd]], London
2017–2022  Manager, Audit & Assurance, [[ORG|Grant Thornton Bharat LLP]], Gurugram
2014–2017  Article assistant, [[ORG|S. R. Batliboi & Co. LLP]]
- Statutory audits for listed manufacturing clients; led a team of six on the [[ORG|Hindalco Industries Limited]] engagement.

SKILLS
Group consolidation, account reconciliation, SQL and dashboards; controls design and remediation.

EDUCATION
Chartered Accountant, [[ORG|Institute of Chartered Accountants of India]] (2014)
B.Com (Hons), [[ORG|Shri Ram College of Commerce]], [[ORG|University of Delhi]] (2011)

PERSONAL
Date of birth: [[DATE_OF_BIRTH|3 January 1990]] · PAN [[NATIONAL_ID|AKRPM6174Q]] (for Indian tax filings) · NI number [[NATIONAL_ID|SZ 62 91 47 C]]
Languages: English, Hindi, Punjabi

REFERENCES
[[PERSON|Ms. Tara Whitcombe]], CFO, [[ORG|Paystride]] — [[EMAIL|tara.whitcombe@paystride.com]]
CA [[PERSON|Anirudh Bansal]], Partner, [[ORG|Grant Thornton Bharat]] — [[PHONE_E164|+91 124 462 8000]]`,
  // 101 CV, Indonesian/English
  `DAFTAR RIWAYAT HIDUP
Nama: [[PERSON|Dewi Anggraini Siregar]]
Tanggal lahir: [[DATE_OF_BIRTH|27 Agustus 1992]]
HP: [[PHONE_E164|0812-8447-3162]] · Email: [[EMAIL|dewi.siregar92@yahoo.co.id]] · [[URL|github.com/dewisiregar]]

PENGALAMAN KERJA
2020 – sekarang  Data Engineer, [[ORG|PT Tokopedia]]
2016 – 2020  Analis TI, [[ORG|PT Bank Rakyat Indonesia (Persero) Tbk]]

PENDIDIKAN
S1 Ilmu Komputer, [[ORG|Universitas Sumatera Utara]] (2016)

REFERENSI
Bapak [[PERSON|Hendra Wijayakusuma]], Engineering Manager, [[ORG|PT Tokopedia]], [[PHONE_E164|+62 21 5082 3300]]`,
  // 102 e-mail, English (US), tax preparer, SSNs spaced and bare
  `From: [[PERSON|Colleen Mabry]] <[[EMAIL|colleen@mabrytaxservices.com]]>
To: [[PERSON|Ansel Reinholt]] <[[EMAIL|a.reinholt@comcast.net]]>
Subject: Missing items for your 2026 return

Hi [[PERSON|Ansel]],

Thanks for dropping off the folder. Before I can e-file I need to confirm a few things:
- Your SSN: the W-2 from [[ORG|Brandywine Valley Hospital]] shows [[SSN|826 87 7752]], but your note says 826 87 775, one digit short. Which is right?
- Your daughter [[PERSON|Maisie]]'s SSN was written as [[SSN|229706541]] with no dashes; please double-check it against her card.
- The estimated payments were charged to [[CREDIT_CARD|4158 5846 5578 3178]]; I'll list only the last four on the worksheet.
You can call my office at [[PHONE_E164|(610) 388-2174]] or upload documents at [[URL|https://portal.mabrytaxservices.com/upload]].

Best,
[[PERSON|Colleen]]
[[ORG|Mabry Tax Services LLC]]`,
  // 103 chat log (WhatsApp), Hindi-English payroll with Aadhaar, PAN and a card
  `[24/11/2026, 10:02] [[PERSON|deepak yadav]]: sir new joinee ka KYC aa gaya
[24/11/2026, 10:03] [[PERSON|Anand Krishnamurthy]]: bhejo details
[24/11/2026, 10:05] [[PERSON|deepak yadav]]: naam [[PERSON|Pooja Rawat]], Aadhaar [[NATIONAL_ID|9815 5209 9322]], PAN [[NATIONAL_ID|GHTPR3391N]]. uske husband [[PERSON|Manish Rawat]] ka Aadhaar [[NATIONAL_ID|7274 3326 0711]] nominee ke liye
[24/11/2026, 10:06] [[PERSON|Anand Krishnamurthy]]: ok. salary account [[ORG|Canara Bank]] mein hai?
[24/11/2026, 10:08] [[PERSON|deepak yadav]]: haan. aur company card [[CREDIT_CARD|6240 9894 7791 4601]] (RuPay nahi, UnionPay) uske naam pe issue karna hai
[24/11/2026, 10:09] [[PERSON|Anand Krishnamurthy]]: theek. [[EMAIL|hr-payroll@vindhyaagro.in]] pe bhi daal do. [[ORG|Vindhya Agro Foods Pvt. Ltd.]] ka form use karna`,
];

export const HELDOUT_B_NEGATIVES: ReadonlySet<string> = negatives;
