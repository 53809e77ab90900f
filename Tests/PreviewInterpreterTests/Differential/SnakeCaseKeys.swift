// `JSONDecoder.keyDecodingStrategy = .convertFromSnakeCase`: a struct's keys are the JSON's converted to camel
// case (acronyms lower-cased, surrounding underscores kept); a dictionary's keys are left as they are.
import Foundation

struct Author: Decodable {
    let firstName: String
    let userId: Int
    let urlPath: String
    let __private_ID__: Bool?
    let tags: [String: Int]
}

struct Review: Decodable {
    let reviewText: String
    let author: Author
    let starCount: Int

    enum CodingKeys: String, CodingKey {
        case reviewText
        case author = "writtenBy"
        case starCount
    }
}

let json = """
    [{"review_text": "Lovely", "star_count": 5, "written_by": {"first_name": "Ann", "user_ID": 7,
      "URL_path": "/ann", "__private_id__": true, "tags": {"snake_tag": 1, "Camel": 2}}}]
    """
let decoder = JSONDecoder()
decoder.keyDecodingStrategy = .convertFromSnakeCase
let reviews = try! decoder.decode([Review].self, from: json.data(using: .utf8)!)
for review in reviews {
    let author = review.author
    print(review.reviewText, review.starCount, author.firstName, author.userId, author.urlPath)
    print(author.__private_ID__ ?? false, author.tags.keys.sorted())
}
let plain = JSONDecoder()
print((try? plain.decode([Review].self, from: json.data(using: .utf8)!)) == nil)
