// Models that decode themselves in `init(from decoder:)`: keyed containers with defaults for missing keys, nested
// and unkeyed containers, single-value containers, and the errors a mismatch throws.
import Foundation

struct Price: Decodable {
    let cents: Int

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let whole = try? container.decode(Int.self) {
            cents = whole * 100
        } else {
            let text = try container.decode(String.self)
            cents = Int(Double(text)! * 100)
        }
    }
}

struct Product: Decodable {
    let id: String
    let title: String
    let price: Price
    let tags: [String]
    let rating: Double
    let isFeatured: Bool
    let sizes: [Int]
    let maker: String

    enum CodingKeys: String, CodingKey {
        case id = "product_id"
        case title, price, tags, rating, isFeatured, sizes, details
    }

    enum DetailKeys: String, CodingKey {
        case maker
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        title = try container.decodeIfPresent(String.self, forKey: .title) ?? "Untitled"
        price = try container.decode(Price.self, forKey: .price)
        tags = try container.decodeIfPresent([String].self, forKey: .tags) ?? []
        rating = container.contains(.rating) ? try container.decode(Double.self, forKey: .rating) : 0
        isFeatured = (try? container.decode(Bool.self, forKey: .isFeatured)) ?? false
        var sizesContainer = try container.nestedUnkeyedContainer(forKey: .sizes)
        var sizes: [Int] = []
        while !sizesContainer.isAtEnd {
            sizes.append(try sizesContainer.decode(Int.self))
        }
        self.sizes = sizes
        let details = try container.nestedContainer(keyedBy: DetailKeys.self, forKey: .details)
        maker = try details.decode(String.self, forKey: .maker)
    }
}

let json = """
    [{"product_id": "p1", "title": "Tea", "price": 4, "tags": ["hot"], "rating": 4.5, "isFeatured": true,
      "sizes": [1, 2], "details": {"maker": "Leaf Co"}},
     {"product_id": "p2", "price": "2.5", "isFeatured": "yes", "sizes": [], "details": {"maker": "Bean Ltd"}}]
    """
let products = try! JSONDecoder().decode([Product].self, from: Data(json.utf8))
for product in products {
    print(product.id, product.title, product.price.cents, product.tags, product.rating, product.isFeatured)
    print(product.sizes, product.maker)
}
let missing = #"[{"title": "No id", "price": 1, "sizes": [], "details": {"maker": "x"}}]"#
do {
    _ = try JSONDecoder().decode([Product].self, from: Data(missing.utf8))
    print("decoded")
} catch is DecodingError {
    print("a decoding error")
} catch {
    print("other error")
}
