extension JSONField {
    /// The layer of `layers` this string names: an error naming the nearest id otherwise.
    func layer(in layers: [String: Layer]) throws(DocumentError) -> Layer {
        let id = try string()
        guard let layer = layers[id] else { throw noLayer(id, among: layers.keys.sorted()) }
        return layer
    }

    /// "no layer has the id "x"; did you mean "y"?": the nearest of `ids` suggested when there is one.
    func noLayer(_ id: String, among ids: [String]) -> DocumentError {
        var message = "no layer has the id \(NearMiss.quoted(id))"
        if let near = NearMiss.suggestion(for: id, among: ids) { message += "; did you mean \"\(near)\"?" }
        return error(message)
    }
}
