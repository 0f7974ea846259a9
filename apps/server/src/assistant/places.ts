/**
 * Places a post update may say a person is based in or moved to ("moved to Berlin" is a
 * location, "moved to Globex" a company): the world's larger business cities, countries and
 * US states, lowercase. A place not listed is read as a company only after "moved to"; after
 * "based in", "relocated to" or "in … as" it is a place whatever it is.
 */
export const PLACES = new Set([
  // Europe
  ...['london', 'manchester', 'birmingham', 'edinburgh', 'glasgow', 'leeds', 'bristol', 'dublin', 'cork'],
  ...['paris', 'lyon', 'marseille', 'toulouse', 'berlin', 'munich', 'hamburg', 'frankfurt', 'cologne'],
  ...['stuttgart', 'dusseldorf', 'düsseldorf', 'vienna', 'zurich', 'zürich', 'geneva', 'basel', 'bern'],
  ...['amsterdam', 'rotterdam', 'the hague', 'utrecht', 'eindhoven', 'brussels', 'antwerp', 'luxembourg'],
  ...['madrid', 'barcelona', 'valencia', 'seville', 'lisbon', 'porto', 'milan', 'rome', 'turin', 'naples'],
  ...['florence', 'bologna', 'copenhagen', 'stockholm', 'gothenburg', 'oslo', 'helsinki', 'reykjavik'],
  ...['warsaw', 'krakow', 'kraków', 'prague', 'budapest', 'bucharest', 'sofia', 'athens', 'istanbul'],
  ...['ankara', 'kyiv', 'kiev', 'tallinn', 'riga', 'vilnius', 'belgrade', 'zagreb', 'ljubljana'],
  // Americas
  ...['new york', 'nyc', 'san francisco', 'sf', 'los angeles', 'la', 'chicago', 'boston', 'seattle'],
  ...['austin', 'dallas', 'houston', 'denver', 'atlanta', 'miami', 'phoenix', 'philadelphia', 'detroit'],
  ...['minneapolis', 'portland', 'san diego', 'san jose', 'palo alto', 'mountain view', 'washington'],
  ...['nashville', 'raleigh', 'salt lake city', 'pittsburgh', 'toronto', 'vancouver', 'montreal'],
  ...['ottawa', 'calgary', 'mexico city', 'guadalajara', 'monterrey', 'sao paulo', 'são paulo'],
  ...['rio de janeiro', 'rio', 'buenos aires', 'santiago', 'bogota', 'bogotá', 'lima', 'medellin'],
  // Asia, Africa, Oceania
  ...['tokyo', 'osaka', 'kyoto', 'seoul', 'beijing', 'shanghai', 'shenzhen', 'guangzhou', 'hong kong'],
  ...['taipei', 'singapore', 'kuala lumpur', 'jakarta', 'bangkok', 'manila', 'ho chi minh city', 'hanoi'],
  ...['mumbai', 'bombay', 'delhi', 'new delhi', 'bangalore', 'bengaluru', 'hyderabad', 'chennai', 'pune'],
  ...['kolkata', 'dubai', 'abu dhabi', 'doha', 'riyadh', 'tel aviv', 'jerusalem', 'cairo', 'lagos'],
  ...['nairobi', 'johannesburg', 'cape town', 'casablanca', 'accra', 'sydney', 'melbourne', 'brisbane'],
  ...['perth', 'auckland', 'wellington'],
  // Countries and regions
  ...['uk', 'united kingdom', 'england', 'scotland', 'wales', 'ireland', 'france', 'germany', 'spain'],
  ...['portugal', 'italy', 'switzerland', 'austria', 'netherlands', 'belgium', 'denmark', 'sweden'],
  ...['norway', 'finland', 'iceland', 'poland', 'czechia', 'hungary', 'romania', 'greece', 'turkey'],
  ...['ukraine', 'estonia', 'latvia', 'lithuania', 'usa', 'us', 'united states', 'america', 'canada'],
  ...['mexico', 'brazil', 'argentina', 'chile', 'colombia', 'peru', 'japan', 'korea', 'south korea'],
  ...['china', 'taiwan', 'india', 'indonesia', 'malaysia', 'thailand', 'vietnam', 'philippines'],
  ...['australia', 'new zealand', 'israel', 'egypt', 'nigeria', 'kenya', 'south africa', 'morocco'],
  ...['uae', 'saudi arabia', 'qatar', 'europe', 'asia', 'emea', 'apac', 'latam'],
  // US states
  ...['california', 'texas', 'florida', 'new jersey', 'massachusetts', 'illinois', 'georgia', 'ohio'],
  ...['colorado', 'oregon', 'virginia', 'north carolina', 'michigan', 'arizona', 'utah', 'minnesota'],
]);

export const isPlace = (name: string) => PLACES.has(name.trim().toLowerCase());
