/// A failure that is not the request's fault: a source of films or the storage could not answer, and
/// asking again later may work. The errors of the data layer conform; a front end shows these as "try
/// again", and takes any other error it did not expect for a bug.
public protocol SourceUnavailableError: Error {}
