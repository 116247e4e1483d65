extension ProfileUseCase: ProfileReading {}
