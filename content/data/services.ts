import type { ServiceInput, ServiceTopicInput } from '../types';

/**
 * The three service cards on the services page. `topics` lists the sub-pages (/services/{slug})
 * linked from a card; each slug must exist in `serviceTopics` below.
 */
export const services: ServiceInput[] = [
  {
    id: 'technical-service',
    icon: 'maintenance',
    title: { ka: 'ტექნიკური მომსახურება', en: 'Technical service' },
    subtitle: {
      ka: 'შეკეთება, პროფილაქტიკა და სწავლება ერთი გუნდისგან',
      en: 'Repairs, preventive maintenance and training from one team',
    },
    description: {
      ka: 'ჩვენი სერტიფიცირებული ინჟინრები ემსახურებიან ჩვენ მიერ მიწოდებულ ყველა მოწყობილობას — საოფისე პრინტერიდან საწარმოო საბეჭდ მანქანამდე. ვიყენებთ მხოლოდ ორიგინალ ნაწილებს და თბილისში გამოძახებაზე სწრაფად ვრეაგირებთ.',
      en: 'Our certified engineers look after every device we supply, from office printers to production presses. We use only genuine parts and respond quickly to call-outs across Tbilisi.',
    },
    features: {
      ka: [
        'გეგმიური პროფილაქტიკა',
        'შეკეთება ორიგინალი ნაწილებით',
        'სერვისის ხელშეკრულებები',
        'ოპერატორების სწავლება',
        'დისტანციური დიაგნოსტიკა',
      ],
      en: [
        'Scheduled preventive maintenance',
        'Repairs with genuine parts',
        'Service contracts',
        'Operator training',
        'Remote diagnostics',
      ],
    },
    cta: {
      label: { ka: 'დაწვრილებით', en: 'Learn more' },
      href: '/services/maintenance',
    },
    topics: ['maintenance', 'training'],
  },
  {
    id: 'rental',
    icon: 'rental',
    title: { ka: 'ტექნიკის იჯარა', en: 'Equipment rental' },
    subtitle: {
      ka: 'ბეჭდვა ყოველთვიური გადასახადით, დიდი ერთჯერადი ხარჯის გარეშე',
      en: 'Printing for a monthly fee, without a large upfront cost',
    },
    description: {
      ka: 'აიღეთ თანამედროვე მრავალფუნქციური მოწყობილობა იჯარით — ყოველთვიურ გადასახადში შედის მომსახურება, ნაწილები და სახარჯი მასალები. მოწყობილობას თქვენი ბეჭდვის მოცულობის მიხედვით შევარჩევთ და საჭიროების ზრდასთან ერთად უფრო მძლავრით შევცვლით.',
      en: 'Get a modern multifunction device on a rental plan, with service, parts and supplies included in the monthly fee. We match the device to your print volume and upgrade it as your needs grow.',
    },
    features: {
      ka: [
        'მომსახურება და სახარჯი მასალები ფასში შედის',
        'მოქნილი ვადა — 12-დან 60 თვემდე',
        'გადახდა ნაბეჭდი გვერდების მიხედვით',
        'მოწყობილობის განახლება ვადის ბოლოს',
      ],
      en: [
        'Service and supplies included',
        'Flexible terms from 12 to 60 months',
        'Pay per printed page',
        'Upgrade at the end of the term',
      ],
    },
    cta: {
      label: { ka: 'იჯარის მოთხოვნა', en: 'Ask about rental' },
      href: '/contacts',
    },
    topics: ['consultation'],
  },
  {
    id: 'consumables',
    icon: 'consumables',
    title: { ka: 'სახარჯი მასალები', en: 'Consumables' },
    subtitle: {
      ka: 'ორიგინალი ტონერი, მელანი, დრამები და ქაღალდი',
      en: 'Genuine toner, ink, drums and paper',
    },
    description: {
      ka: 'ვაწვდით ორიგინალ სახარჯ მასალებს ყველა მოწყობილობისთვის, რომელსაც ვყიდით და ვემსახურებით. პოპულარული პოზიციები ყოველთვის გვაქვს საწყობში, ამიტომ შეკვეთას თბილისში სწრაფად მიიღებთ.',
      en: 'We supply genuine consumables for every device we sell and service. Popular items are always in stock, so your order reaches you in Tbilisi quickly.',
    },
    features: {
      ka: [
        'ორიგინალი ტონერები და მელანი',
        'დრამები და ცვეთადი ნაწილები',
        'ქაღალდი ციფრული ბეჭდვისთვის',
        'ტონერის ავტომატური შევსება დისტანციური მონიტორინგით',
      ],
      en: [
        'Genuine toners and inks',
        'Drums and wear parts',
        'Paper for digital printing',
        'Automatic toner replenishment through remote monitoring',
      ],
    },
    cta: {
      label: { ka: 'მასალების კატალოგი', en: 'Browse supplies' },
      href: '/catalog/supplies',
    },
    topics: [],
  },
];

/** Service sub-pages: /services/maintenance, /services/training and /services/consultation. */
export const serviceTopics: ServiceTopicInput[] = [
  {
    slug: 'maintenance',
    title: { ka: 'ტექნიკური მომსახურება და შეკეთება', en: 'Maintenance and repair' },
    summary: {
      ka: 'გეგმიური პროფილაქტიკა, სწრაფი შეკეთება და სერვისის ხელშეკრულებები, რომლებიც თქვენს ტექნიკას მუდმივად სამუშაო მდგომარეობაში ინახავს.',
      en: 'Scheduled maintenance, fast repairs and service contracts that keep your equipment running.',
    },
    body: {
      ka: [
        'ჩვენი სერვისცენტრი ემსახურება ჩვენ მიერ მიწოდებულ ყველა მოწყობილობას — სამაგიდო პრინტერებიდან და საოფისე მრავალფუნქციური მოწყობილობებიდან საწარმოო საბეჭდ მანქანებამდე, UV პრინტერებსა და საჭრელ სისტემებამდე. ინჟინრები მწარმოებლის მიერ არიან მომზადებული და სერტიფიცირებული, იყენებენ ორიგინალ ნაწილებს და მუშაობენ ქარხნული სტანდარტებით, ამიტომ გარანტია ძალაში რჩება.',
        'გეგმიურ პროფილაქტიკას მოწყობილობის მრიცხველისა და დატვირთვის მიხედვით ვგეგმავთ: ვწმენდთ და ვარეგულირებთ ქაღალდის გზას, ცვეთად ნაწილებს — ლილვებს, თერმობლოკსა და დრამს — მწყობრიდან გამოსვლამდე ვცვლით, ვაახლებთ პროგრამულ უზრუნველყოფას და ბეჭდვის ხარისხს საკონტროლო ნიმუშებით ვამოწმებთ. ვიზიტი, როგორც წესი, ერთ-ორ საათს გრძელდება და თქვენთვის მოსახერხებელ დროს ინიშნება.',
        'გაუმართაობის შემთხვევაში დაგვირეკეთ ან გამოგვიგზავნეთ მოთხოვნა საიტიდან. თბილისში სერვისის ხელშეკრულების მქონე კლიენტებთან ინჟინერი, როგორც წესი, ოთხი სამუშაო საათის განმავლობაში გამოცხადდება ადგილზე, სხვა კლიენტებთან კი — მომდევნო სამუშაო დღეს. ბევრი პრობლემის დიაგნოსტიკას ვიზიტამდე, დისტანციურადაც ვახერხებთ, ხოლო ხანგრძლივი შეკეთებისას, შესაძლებლობის ფარგლებში, შემცვლელ მოწყობილობას გაწვდით.',
        'სერვისის ხელშეკრულება ხარჯებს წინასწარ განსაზღვრავს: აირჩიეთ გეგმა მხოლოდ გეგმიური ვიზიტებით ან სრული პაკეტი, რომელშიც ნაწილები, სამუშაო და ტონერი შედის, ხოლო ღირებულება ნაბეჭდი გვერდების მიხედვით იანგარიშება. ყოველ ხელშეკრულებას თან ახლავს თქვენზე მიმაგრებული ინჟინერი, პრიორიტეტული რეაგირება და კვარტალური ანგარიში მოწყობილობების გამოყენების შესახებ.',
      ],
      en: [
        'Our service centre looks after every device we supply, from desktop printers and office multifunction devices to production presses, UV printers and cutting systems. Our engineers are trained and certified by the manufacturer, use genuine parts and follow factory procedures, so your warranty stays valid.',
        "Preventive maintenance is planned around each device's page count and workload: we clean and adjust the paper path, replace wear parts such as rollers, fuser units and drums before they fail, update the firmware and check print quality against reference samples. A visit usually takes one to two hours and is booked at a time that suits you.",
        'If something goes wrong, call us or send a request through the website. In Tbilisi an engineer is usually on site within four working hours for service-contract customers and by the next working day for everyone else. Many faults can be diagnosed remotely before the visit, and during longer repairs we provide a replacement device whenever we can.',
        'A service contract makes your costs predictable: choose a plan with scheduled visits only, or an all-inclusive plan covering parts, labour and toner, billed by the number of pages printed. Every contract comes with an assigned engineer, priority response and a quarterly report on how your devices are used.',
      ],
    },
    features: {
      ka: [
        'გეგმიური პროფილაქტიკა მრიცხველის მიხედვით',
        'ორიგინალი ნაწილები და ქარხნული სტანდარტები',
        'ინჟინრის ვიზიტი 4 სამუშაო საათში ხელშეკრულებით',
        'დისტანციური დიაგნოსტიკა',
        'შემცვლელი მოწყობილობა ხანგრძლივი შეკეთებისას',
        'ფიქსირებული ფასი ნაბეჭდ გვერდზე',
      ],
      en: [
        'Preventive maintenance by page count',
        'Genuine parts and factory procedures',
        'On site within 4 working hours under contract',
        'Remote diagnostics',
        'Replacement device during longer repairs',
        'Fixed cost per printed page',
      ],
    },
    cta: {
      label: { ka: 'სერვისის მოთხოვნა', en: 'Request service' },
      href: '/contacts',
    },
  },
  {
    slug: 'training',
    title: { ka: 'ოპერატორების სწავლება', en: 'Operator training' },
    summary: {
      ka: 'პრაქტიკული სწავლება თქვენს ახალ ტექნიკაზე, რათა გუნდმა პირველივე დღიდან სრული დატვირთვით იმუშაოს.',
      en: 'Hands-on training on your new equipment, so your team works at full speed from day one.',
    },
    body: {
      ka: [
        'ყოველ დაყენებას თან ახლავს საბაზისო ინსტრუქტაჟი, თუმცა საწარმოო და სამრეწველო ტექნიკა ყველაზე სწრაფად მაშინ იმართლებს თავს, როცა ოპერატორები მას კარგად იცნობენ. ჩვენი ტრენერები პრაქტიკულ მეცადინეობებს ატარებენ თქვენსავე მოწყობილობებზე — თქვენს ოფისში ან ჩვენს თბილისის შოურუმში, ქართულ ან ინგლისურ ენაზე.',
        'საოფისე კურსი ორ-სამ საათს გრძელდება და მოიცავს მართვის პანელს, ელფოსტასა და საქაღალდეებში სკანირებას, დაცულ ბეჭდვას, მომხმარებლების ანგარიშებს და მარტივ მოვლას — ტონერის შეცვლასა და გაჭედილი ქაღალდის ამოღებას. ადმინისტრატორებისთვის დამატებით ვატარებთ მეცადინეობას ქსელის პარამეტრებზე, მისამართების წიგნსა და გამოყენების ანგარიშებზე.',
        'სტამბებისა და საწარმოებისთვის კურსი ერთიდან სამ დღემდე გრძელდება. ოპერატორები სწავლობენ შეკვეთების მომზადებას და ბეჭდვის სერვერთან მუშაობას, ფერის მართვასა და კალიბრაციას, სხვადასხვა სიმკვრივის ქაღალდის პარამეტრებს, ფინიშინგის მოდულებს და ყოველდღიურ თუ ყოველკვირეულ მოვლას. UV პრინტერებისა და საჭრელი სისტემებისთვის ასევე განვიხილავთ ფაილების მომზადებას, თეთრი მელნისა და ლაქის ფენებს, ინსტრუმენტებისა და მასალების პარამეტრების შერჩევას.',
        'ყოველი მონაწილე იღებს ნაბეჭდ მოკლე სახელმძღვანელოს და კურსის დასრულების სერტიფიკატს. ახალი თანამშრომლების აყვანისას ან ახალი ტექნიკის დამატებისას განმეორებით კურსს ვატარებთ, ხოლო სწავლების შემდეგაც ჩვენი ინჟინრები ტელეფონით გიპასუხებენ ნებისმიერ კითხვაზე.',
      ],
      en: [
        'Every installation includes a basic briefing, but production and industrial equipment pays for itself fastest when operators know it well. Our trainers run hands-on sessions on your own devices, at your premises or in our Tbilisi showroom, in Georgian or English.',
        'The office course takes two to three hours and covers the control panel, scanning to email and folders, secure printing, user accounts and simple upkeep such as changing toner and clearing paper jams. Administrators get an extra session on network settings, address books and usage reports.',
        'Courses for print shops and production sites last one to three days. Operators learn job preparation and the print server, colour management and calibration, settings for different paper weights, finishing modules, and daily and weekly maintenance. For UV printers and cutting systems we also cover file preparation, white ink and varnish layers, and choosing tools and material settings.',
        'Every participant receives a printed quick guide and a certificate of completion. When you hire new staff or add equipment, we run a refresher course, and after the training our engineers are a phone call away for any questions.',
      ],
    },
    features: {
      ka: [
        'სწავლება თქვენსავე მოწყობილობაზე',
        'საოფისე კურსი 2–3 საათში',
        'საწარმოო კურსი 1–3 დღეში',
        'ფერის მართვა და კალიბრაცია',
        'მოკლე სახელმძღვანელო და სერტიფიკატი',
        'განმეორებითი კურსი ახალი თანამშრომლებისთვის',
      ],
      en: [
        'Training on your own equipment',
        'Office course in 2–3 hours',
        'Production course in 1–3 days',
        'Colour management and calibration',
        'Quick guide and certificate',
        'Refresher course for new staff',
      ],
    },
    cta: {
      label: { ka: 'სწავლების დაგეგმვა', en: 'Plan a training session' },
      href: '/contacts',
    },
  },
  {
    slug: 'consultation',
    title: { ka: 'კონსულტაცია ტექნიკის შერჩევაზე', en: 'Equipment consultation' },
    summary: {
      ka: 'დაგეხმარებით შეარჩიოთ ტექნიკა, რომელიც თქვენს ბეჭდვის მოცულობასა და ბიუჯეტს შეესაბამება.',
      en: 'We help you choose equipment that fits your print volume and your budget.',
    },
    body: {
      ka: [
        'საბეჭდი ტექნიკის შეძენა ხუთ ან მეტ წელზე გათვლილი გადაწყვეტილებაა, ამიტომ ის ფაქტებს უნდა ეყრდნობოდეს. ჩვენი კონსულტანტები ჯერ არკვევენ, რას ბეჭდავთ, რა მოცულობით და ვის სჭირდება მოწყობილობაზე წვდომა — საოფისე დოკუმენტებს, სარეკლამო მასალებს, ნახაზებს, შეფუთვას თუ გარე რეკლამას.',
        'არსებული ტექნიკის მქონე ოფისებში ბეჭდვის მოცულობის აუდიტს ვატარებთ: ვკითხულობთ მრიცხველებს, შესაძლებლობის შემთხვევაში ორიდან ოთხ კვირამდე ვაკვირდებით გამოყენებას და ვადგენთ, სად დგას თითოეული მოწყობილობა და როგორ გამოიყენება. შედეგი ხშირად აჩვენებს, რომ ნაკლები, მაგრამ სწორად განთავსებული მოწყობილობა იმავე სამუშაოს უფრო იაფად ასრულებს.',
        'შემდეგ ვარიანტებს ფლობის მთლიანი ღირებულებით ვადარებთ და არა მხოლოდ შესყიდვის ფასით: ვითვალისწინებთ ერთი გვერდის ღირებულებას (ტონერი და ცვეთადი ნაწილები), ტექნიკურ მომსახურებას, ელექტროენერგიას, ქაღალდს და მოწყობილობის მოსალოდნელ ექსპლუატაციის ვადას. თქვენ იღებთ წერილობით შეთავაზებას ორი-სამი ალტერნატივით — შესყიდვა, იჯარა ან სერვისის ხელშეკრულება — თითოეულისთვის მკაფიო ყოველთვიური ხარჯით.',
        'სტამბებისა და საწარმოებისთვის სამუშაო პროცესს მთლიანობაში ვაანალიზებთ: რომელი შეკვეთები ჯობია ციფრულ ბეჭდვაზე გადავიდეს, რომელი ფინიშინგის მოწყობილობა დაზოგავს ყველაზე მეტ ხელით შრომას და რა ფართობს, ელექტროკვებასა და ვენტილაციას საჭიროებს ახალი ტექნიკა. კონსულტაცია უფასოა და არანაირ ვალდებულებას არ გაკისრებთ.',
      ],
      en: [
        'Printing equipment is a decision for five years or more, so it should rest on facts. Our consultants start by finding out what you print, in what volume and who needs access to the devices: office documents, marketing materials, drawings, packaging or signage.',
        'For offices that already have equipment we carry out a print volume audit: we read the page counters, monitor usage for two to four weeks where possible and map where each device stands and how it is used. The result often shows that fewer, better-placed devices can do the same work for less.',
        'We then compare the options by total cost of ownership, not just the purchase price: cost per page (toner and wear parts), service, energy, paper and the expected service life of each device. You receive a written proposal with two or three alternatives — purchase, rental or a service contract — each with a clear monthly cost.',
        'For print shops and production sites we look at the workflow as a whole: which jobs are better moved to digital, which finishing equipment saves the most manual work, and how much floor space, power and ventilation the new equipment needs. Consultation is free and places you under no obligation.',
      ],
    },
    features: {
      ka: [
        'საჭიროებების ანალიზი',
        'ბეჭდვის მოცულობის აუდიტი',
        'ფლობის მთლიანი ღირებულების გაანგარიშება',
        'წერილობითი შეთავაზება 2–3 ალტერნატივით',
        'სამუშაო სივრცის დაგეგმვა',
        'უფასო და არავალდებულო',
      ],
      en: [
        'Needs analysis',
        'Print volume audit',
        'Total cost of ownership calculation',
        'Written proposal with 2–3 options',
        'Workspace planning',
        'Free and without obligation',
      ],
    },
    cta: {
      label: { ka: 'კონსულტაციის დაჯავშნა', en: 'Book a consultation' },
      href: '/contacts',
    },
  },
];
